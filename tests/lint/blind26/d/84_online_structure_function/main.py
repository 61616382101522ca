import jax
import jax.numpy as jnp
import numpy as np

from buffer import RingBuffer


@jax.jit
def weighted_refit(x, y, w, lam):
    xw = x * w[:, None]
    w_hat = jnp.linalg.solve(x.T @ xw + lam * jnp.eye(x.shape[1]), xw.T @ y)
    return w_hat, (w * (y - x @ w_hat) ** 2).sum() / jnp.maximum(w.sum(), 1.0)


def main():
    rng = np.random.default_rng(0)
    buf = RingBuffer(capacity=24, dim=5)
    true_w = np.array([1.0, -0.5, 0.2, 0.0, 0.3], np.float32)
    for week in range(6):
        x = rng.normal(size=(6, 5)).astype(np.float32)
        y = (x @ true_w + rng.normal(0, 0.1, 6)).astype(np.float32)
        buf.add(x, y)
        w_hat, mse = weighted_refit(buf.x, buf.y, buf.w, 0.1)
        print(week, buf.ptr, round(float(mse), 4))


if __name__ == "__main__":
    main()
