import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def matern52(a, b, lengthscale=0.2):
    d = jnp.sqrt(jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1) + 1e-12) / lengthscale
    return (1 + jnp.sqrt(5.0) * d + 5.0 / 3.0 * d**2) * jnp.exp(-jnp.sqrt(5.0) * d)


@jax.jit
def expected_improvement(X_obs, y_obs, X_cand, noise=1e-4):
    mu_y, sd_y = y_obs.mean(), y_obs.std() + 1e-9
    y = (y_obs - mu_y) / sd_y
    K = matern52(X_obs, X_obs) + noise * jnp.eye(X_obs.shape[0])
    L = jnp.linalg.cholesky(K)
    Ks = matern52(X_obs, X_cand)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    mean = Ks.T @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks, lower=True)
    std = jnp.sqrt(jnp.clip(1.0 - jnp.sum(v**2, 0), 1e-12))
    best = y.max()
    z = (mean - best) / std
    return std * (z * norm.cdf(z) + norm.pdf(z))
