import jax
import jax.numpy as jnp


def rbf(a, b, lengthscale=0.3, variance=1.0):
    d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale ** 2)


@jax.jit
def gp_posterior(x_train, y_train, x_query, noise=1e-2):
    k = rbf(x_train, x_train) + noise * jnp.eye(x_train.shape[0])
    chol = jnp.linalg.cholesky(k)
    alpha = jax.scipy.linalg.cho_solve((chol, True), y_train)
    k_star = rbf(x_query, x_train)
    mean = k_star @ alpha
    v = jax.scipy.linalg.solve_triangular(chol, k_star.T, lower=True)
    var = jnp.clip(1.0 - jnp.sum(v ** 2, 0), 1e-9)
    return mean, var
