import jax
import jax.numpy as jnp


@jax.jit
def wls(X, y, weights=None):
    if weights is None:
        weights = jnp.ones_like(y)
    Xw = X * weights[:, None]
    beta = jnp.linalg.solve(Xw.T @ X, Xw.T @ y)
    resid = y - X @ beta
    sigma2 = jnp.sum(weights * resid ** 2) / (jnp.sum(weights) - X.shape[1])
    return beta, sigma2
