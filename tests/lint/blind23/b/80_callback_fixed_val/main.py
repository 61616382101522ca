import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ProgressLogger


@jax.jit
def vs30_update(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.05 * g


def make_data(rng, n):
    # proxies: slope, elevation, geology class score -> log Vs30
    x = rng.standard_normal((n, 3)).astype(np.float32)
    y = (x @ np.array([0.3, 0.1, -0.2], np.float32) + 0.05 * rng.standard_normal(n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def fit(callbacks, steps=50):
    rng = np.random.default_rng(1)
    w = jnp.zeros(3)
    for step in range(steps):
        x, y = make_data(rng, 64)
        w = vs30_update(w, x, y)
        for cb in callbacks:
            cb(step, w)
    return w


def main():
    x_val, y_val = make_data(np.random.default_rng(99), 128)
    print(np.asarray(fit([ProgressLogger(x_val, y_val)])))


if __name__ == "__main__":
    main()
