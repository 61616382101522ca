import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ACCCallback


def predict(params, x):
    return x @ params


@jax.jit
def ridge_step(params, x, y):
    g = jax.grad(lambda p: jnp.mean((x @ p - y) ** 2) + 1e-3 * jnp.sum(p ** 2))(params)
    return params - 0.05 * g


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 10)).astype(np.float32)
    true_w = rng.normal(size=(10, 50)).astype(np.float32)
    y = x @ true_w + rng.normal(size=(200, 50)).astype(np.float32)
    clim = y[:150].mean(axis=0)
    cb = ACCCallback(10, x[150:], y[150:], clim, predict)
    params = jnp.zeros((10, 50))
    for step in range(60):
        params = ridge_step(params, x[:150], y[:150])
        cb(step, params)
    print(np.round(cb.history, 3))


if __name__ == "__main__":
    main()
