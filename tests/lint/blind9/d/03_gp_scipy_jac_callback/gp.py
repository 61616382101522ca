import jax
import jax.numpy as jnp


def rbf_kernel(x1, x2, lengthscale, variance):
    sqdist = jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * sqdist / lengthscale**2)


def neg_log_marginal_likelihood(log_params, X, y):
    lengthscale, variance, noise = jnp.exp(log_params)
    K = rbf_kernel(X, X, lengthscale, variance) + (noise + 1e-6) * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * X.shape[0] * jnp.log(2 * jnp.pi)


@jax.jit
def gp_objective(log_params, X, y):
    return neg_log_marginal_likelihood(log_params, X, y)
