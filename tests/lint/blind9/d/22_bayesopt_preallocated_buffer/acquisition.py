import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def rbf(a, b, lengthscale=0.25):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / lengthscale**2)


@jax.jit
def masked_upper_confidence_bound(X, y, mask, X_cand, beta):
    n_obs = mask.sum()
    mu_y = jnp.sum(y * mask) / n_obs
    yc = (y - mu_y) * mask
    m2 = mask[:, None] * mask[None, :]
    # padded rows become independent unit-variance dummies that carry no information
    K = rbf(X, X) * m2 + jnp.diag(1e-4 * mask + (1.0 - mask))
    L = jnp.linalg.cholesky(K)
    Ks = rbf(X, X_cand) * mask[:, None]
    mean = Ks.T @ jax.scipy.linalg.cho_solve((L, True), yc) + mu_y
    v = jax.scipy.linalg.solve_triangular(L, Ks, lower=True)
    var = jnp.clip(1.0 - jnp.sum(v**2, 0), 1e-12)
    return mean + beta * jnp.sqrt(var)
