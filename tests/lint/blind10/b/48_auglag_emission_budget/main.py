import jax.numpy as jnp
import numpy as np

from auglag import outer_iteration


def emission_problem(n=25, m=35, seed=2):
    rng = np.random.default_rng(seed)
    src = np.linspace(0, 1, n)
    rec = np.linspace(0, 1, m)
    K = 1.0 / (1.0 + 50.0 * (rec[:, None] - src[None, :]) ** 2)
    x_true = np.where((src > 0.4) & (src < 0.6), 0.2, 0.0)
    y = K @ x_true + 1e-3 * rng.standard_normal(m)
    return (jnp.asarray(K, dtype=jnp.float32), jnp.asarray(y, dtype=jnp.float32),
            float(x_true.sum()), x_true)


def reconstruct(n_outer=6):
    K, y, total, x_true = emission_problem()
    x = jnp.zeros(K.shape[1], dtype=jnp.float32)
    lam = jnp.zeros((), dtype=jnp.float32)
    mu = jnp.ones((), dtype=jnp.float32)
    total = jnp.float32(total)
    for k in range(n_outer):
        x, lam, mu, c = outer_iteration(x, lam, mu, K, y, total)
        print(f"outer {k}: budget residual {float(c):+.2e} err {np.abs(np.asarray(x) - x_true).max():.4f}")
    return x


if __name__ == "__main__":
    reconstruct()
