import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import GradeNet


@nnx.jit
def update(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.seen.value += x.shape[0]
    return loss


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(512, 6)).astype(np.float32)
    y = (X @ rng.normal(size=6)).astype(np.float32) * 0.3 + 1.0
    model = GradeNet(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        for b in range(0, 512, 64):
            loss = update(model, optimizer, X[b:b + 64], y[b:b + 64])
        print(f"epoch {epoch} loss {float(loss):.4f} samples seen {int(model.seen.value)}")


if __name__ == "__main__":
    main()
