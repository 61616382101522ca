import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SoilSpectraNet


@nnx.jit
def spectra_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def vnir_library(n=160, bands=50, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(0.1, 0.5, (n, bands)).astype(np.float32)
    y = np.stack([x[:, 10] * 5, x[:, 30] * 3 - 0.5, x[:, 45] * 2], 1).astype(np.float32)
    return x, y


def main():
    x, y = vnir_library()
    model = SoilSpectraNet(50, nnx.Rngs(params=0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        for i in range(0, 160, 40):
            loss = spectra_step(model, optimizer, x[i:i + 40], y[i:i + 40])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
