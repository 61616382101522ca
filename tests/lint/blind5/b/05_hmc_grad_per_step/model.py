import jax.numpy as jnp
from jax.scipy.stats import norm


def make_log_posterior(x, y, prior_scale=5.0):
    def log_posterior(theta):
        slope, intercept, log_sigma = theta
        mu = slope * x + intercept
        lp = jnp.sum(norm.logpdf(y, mu, jnp.exp(log_sigma)))
        lp += jnp.sum(norm.logpdf(theta, 0.0, prior_scale))
        return lp
    return log_posterior
