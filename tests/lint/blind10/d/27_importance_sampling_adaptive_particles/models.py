import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def linear_loglik(theta, x, y):
    slope, log_noise = theta[:, :1], theta[:, 1:]
    return jnp.sum(norm.logpdf(y, slope * x, jnp.exp(log_noise)), -1)


@jax.jit
def quadratic_loglik(theta, x, y):
    a, b, log_noise = theta[:, :1], theta[:, 1:2], theta[:, 2:]
    return jnp.sum(norm.logpdf(y, a * x + b * x ** 2, jnp.exp(log_noise)), -1)


MODELS = {
    "linear": (linear_loglik, 2),
    "quadratic": (quadratic_loglik, 3),
}
