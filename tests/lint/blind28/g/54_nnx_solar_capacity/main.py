import numpy as np
import optax
from flax import nnx
import jax.numpy as jnp

from model import SolarNowcast
from fleet import CAPACITY_BY_MONTH, update_capacity


@nnx.jit
def fit_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2), argnums=nnx.DiffState(0, nnx.Param))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(45)
    model = SolarNowcast(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for month in range(len(CAPACITY_BY_MONTH)):
        update_capacity(model, month)
        X = rng.uniform(0, 1, (96, 6)).astype(np.float32)
        y = (CAPACITY_BY_MONTH[month] * X[:, 0] * 0.8).astype(np.float32)
        for s in range(0, 96, 32):
            loss = fit_step(model, opt, X[s:s + 32], y[s:s + 32])
        print(month, float(model.capacity_mw[...]), float(loss))


if __name__ == "__main__":
    main()
