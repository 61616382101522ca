import numpy as np
import jax
import jax.numpy as jnp

from buffer import SlidingWindow


@jax.jit
def window_fit(t, s, w):
    A = jnp.stack([jnp.ones_like(t), t, -0.5 * t ** 2], 1) * w[:, None]
    theta = jnp.linalg.solve(A.T @ A + 1e-6 * jnp.eye(3), A.T @ (s * w))
    return theta


def main():
    rng = np.random.default_rng(0)
    win = SlidingWindow(8)
    for k in range(20):
        t = 0.1 * k
        s = 1.0 + 7.2 * t - 0.5 * 0.3 * t ** 2 + rng.normal(0, 0.01)
        win.push(t, s)
        if k >= 2:
            theta = window_fit(win.t, win.s, win.w)
    print(np.round(np.asarray(theta), 4))


if __name__ == "__main__":
    main()
