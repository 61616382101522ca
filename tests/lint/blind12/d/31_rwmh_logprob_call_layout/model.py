import jax
import jax.numpy as jnp
from jax.scipy import stats


@jax.jit
def log_posterior(theta, data):
    """Eight-schools style hierarchical normal, non-centred: theta = [mu, log_tau, eta_1..eta_J]."""
    y, sigma = data
    mu, log_tau, eta = theta[0], theta[1], theta[2:]
    school = mu + jnp.exp(log_tau) * eta
    lp = stats.norm.logpdf(mu, 0.0, 5.0) + stats.norm.logpdf(log_tau, 0.0, 1.0)
    lp = lp + jnp.sum(stats.norm.logpdf(eta)) + jnp.sum(stats.norm.logpdf(y, school, sigma))
    return lp
