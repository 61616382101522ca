import jax
import jax.numpy as jnp


@jax.jit
def log_marginal(X, y, lengthscale=1.0, variance=1.0, noise=0.1):
    d2 = jnp.sum((X[:, None] - X[None]) ** 2, -1)
    K = variance * jnp.exp(-0.5 * d2 / lengthscale**2) + noise * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(L))) - 0.5 * X.shape[0] * jnp.log(2 * jnp.pi)
