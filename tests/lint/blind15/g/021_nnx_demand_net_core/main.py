import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import DemandNet


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(128, 10)).astype(np.float32)
    y = (X[:, 0] * 2 - X[:, 1] + 0.1 * rng.normal(size=128)).astype(np.float32)
    model = DemandNet(10, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        model.set_dropout(0.3 * (1 - epoch / 4))
        for i in range(0, 128, 32):
            loss = train_step(model, optimizer, X[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch} dropout {model.drop.rate:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
