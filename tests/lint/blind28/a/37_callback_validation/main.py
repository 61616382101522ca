import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ValidationCallback, EarlyReport


@jax.jit
def pace_sgd_step(params, x, y):
    g = jax.grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g)


def pickup_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.random((n, 7)).astype(np.float32)
    y = (x @ np.linspace(0.1, 1.0, 7) + rng.normal(0, 0.05, n)).astype(np.float32)
    return x, y


def main():
    x, y = pickup_data(1000, 0)
    xv, yv = pickup_data(200, 1)
    val_cb = ValidationCallback(xv, yv)
    callbacks = [val_cb, EarlyReport(val_cb)]
    params = {"w": jnp.zeros(7), "b": jnp.zeros(())}
    rng = np.random.default_rng(2)
    for step in range(200):
        idx = rng.choice(1000, 50, replace=False)
        params = pace_sgd_step(params, x[idx], y[idx])
        for cb in callbacks:
            cb(step, params)


if __name__ == "__main__":
    main()
