import jax
import jax.numpy as jnp
import numpy as np

from ring import RingBuffer


@jax.jit
def weighted_refit(x, y, w, ridge):
    xw = x * w[:, None]
    return jnp.linalg.solve(xw.T @ x + ridge * jnp.eye(x.shape[1]), xw.T @ y)


def main():
    rng = np.random.default_rng(0)
    buf = RingBuffer(capacity=40, n_features=3)
    for day in range(10):
        x = np.c_[np.ones(6), rng.normal(size=(6, 2))].astype(np.float32)
        y = (x @ np.array([1.0, 0.8, -0.4]) + rng.normal(0, 0.1, 6)).astype(np.float32)
        buf.push(x, y)
        coef = weighted_refit(buf.x, buf.y, buf.w, 0.1)
        print(day, int(buf.w.sum()), np.round(np.asarray(coef), 2))


if __name__ == "__main__":
    main()
