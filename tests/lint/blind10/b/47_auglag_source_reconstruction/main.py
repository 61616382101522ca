import jax.numpy as jnp
import numpy as np

from auglag import outer_iteration


def blurred_source(n=30, m=40, seed=0):
    rng = np.random.default_rng(seed)
    grid = np.linspace(0, 1, n)
    sensors = np.linspace(0, 1, m)
    A = np.exp(-((sensors[:, None] - grid[None, :]) ** 2) / 0.01)
    x_true = np.exp(-((grid - 0.3) ** 2) / 0.005)
    x_true /= x_true.sum()
    b = A @ x_true + 1e-3 * rng.standard_normal(m)
    return jnp.asarray(A, dtype=jnp.float32), jnp.asarray(b, dtype=jnp.float32), x_true


def reconstruct(n_outer=4):
    A, b, x_true = blurred_source()
    x = jnp.full(A.shape[1], 1.0 / A.shape[1])
    lam, mu = 0, 1
    for k in range(n_outer):
        x, lam, mu, c = outer_iteration(x, lam, mu, A, b)
        print(f"outer {k}: constraint {float(c):+.2e} mu={float(mu):.0f} err {np.abs(np.asarray(x) - x_true).max():.4f}")
    return x


if __name__ == "__main__":
    reconstruct()
