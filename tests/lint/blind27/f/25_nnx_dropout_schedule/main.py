import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import RecoveryNet


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(5)
    X = rng.normal(size=(256, 10)).astype(np.float32)
    y = (1 / (1 + np.exp(-(X[:, 0] - 0.5 * X[:, 1])))).astype(np.float32) * 0.9
    model = RecoveryNet(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(6):
        model.set_dropout(0.3 * (1 - epoch / 6))
        for b in range(0, 256, 64):
            loss = fit_step(model, optimizer, X[b:b + 64], y[b:b + 64])
        print(f"epoch {epoch} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
