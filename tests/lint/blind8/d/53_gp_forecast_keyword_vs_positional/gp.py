import jax
import jax.numpy as jnp


def rbf(a, b, lengthscale):
    return jnp.exp(-0.5 * ((a[:, None] - b[None, :]) / lengthscale) ** 2)


@jax.jit
def gp_posterior(x_train, y_train, x_test, lengthscale, noise=0.1):
    K = rbf(x_train, x_train, lengthscale) + noise**2 * jnp.eye(x_train.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y_train)
    Ks = rbf(x_test, x_train, lengthscale)
    mean = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    var = 1.0 - jnp.sum(v**2, axis=0)
    log_ml = -0.5 * y_train @ alpha - jnp.sum(jnp.log(jnp.diag(L))) - 0.5 * x_train.shape[0] * jnp.log(2 * jnp.pi)
    return mean, var, log_ml
