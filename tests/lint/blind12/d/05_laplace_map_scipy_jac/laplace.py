import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize

from model import neg_log_posterior


def fit_map(x, y, theta0):
    x = jnp.asarray(x)
    y = jnp.asarray(y)

    def objective(theta):
        return float(neg_log_posterior(jnp.asarray(theta, dtype=jnp.float32), x, y))

    def gradient(theta):
        grad_fn = jax.jit(jax.grad(neg_log_posterior))
        return np.asarray(grad_fn(jnp.asarray(theta, dtype=jnp.float32), x, y), dtype=np.float64)

    res = optimize.minimize(objective, theta0, jac=gradient, method="L-BFGS-B",
                            options={"maxiter": 6})
    return res


def laplace_covariance(theta_map, x, y):
    h = jax.hessian(neg_log_posterior)(jnp.asarray(theta_map, dtype=jnp.float32), x, y)
    return jnp.linalg.inv(h)
