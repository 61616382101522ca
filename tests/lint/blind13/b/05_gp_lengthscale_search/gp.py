import jax
import jax.numpy as jnp


def rbf(x1, x2, lengthscale, variance=1.0):
    d2 = jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale ** 2)


@jax.jit
def neg_log_marginal(X, y, lengthscale, noise):
    n = X.shape[0]
    K = rbf(X, X, lengthscale) + noise * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)
