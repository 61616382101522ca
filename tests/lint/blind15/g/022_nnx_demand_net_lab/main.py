import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import DemandNet


@nnx.jit
def mse_and_grads(model, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    return nnx.value_and_grad(loss_fn)(model)


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(160, 10)).astype(np.float32)
    y = (X[:, 0] * 2 - X[:, 1] + 0.1 * rng.normal(size=160)).astype(np.float32)
    model = DemandNet(10, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 128, 32):
            loss, grads = mse_and_grads(model, X[i:i + 32], y[i:i + 32])
            optimizer.update(model, grads)
        model.eval()
        val_loss, _ = mse_and_grads(model, X[128:], y[128:])
        print(f"epoch {epoch} train {float(loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
