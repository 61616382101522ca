import jax
import jax.numpy as jnp


def rbf(a, b, log_ell, log_var):
    d2 = (a[:, None] - b[None, :]) ** 2
    return jnp.exp(log_var) * jnp.exp(-0.5 * d2 / jnp.exp(2 * log_ell))


def titsias_bound(params, x, y):
    """Collapsed variational lower bound for sparse GP regression (Titsias 2009)."""
    z = params["z"]
    noise = jnp.exp(params["log_noise"])
    kuu = rbf(z, z, params["log_ell"], params["log_var"]) + 1e-4 * jnp.eye(z.shape[0])
    kuf = rbf(z, x, params["log_ell"], params["log_var"])
    luu = jnp.linalg.cholesky(kuu)
    a = jax.scipy.linalg.solve_triangular(luu, kuf, lower=True) / jnp.sqrt(noise)
    b = jnp.eye(z.shape[0]) + a @ a.T
    lb = jnp.linalg.cholesky(b)
    c = jax.scipy.linalg.solve_triangular(lb, a @ y, lower=True) / jnp.sqrt(noise)
    n = x.shape[0]
    bound = -0.5 * n * jnp.log(2 * jnp.pi * noise) - jnp.sum(jnp.log(jnp.diag(lb)))
    bound += -0.5 * y @ y / noise + 0.5 * c @ c
    bound += -0.5 * n * jnp.exp(params["log_var"]) / noise + 0.5 * jnp.trace(a @ a.T)
    return bound
