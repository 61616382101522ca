import jax.numpy as jnp
import numpyro.distributions as dist


def poisson_regression_log_joint(theta, exposure, counts):
    """log p(theta, counts) for counts ~ Poisson(exposure * exp(a + b * t))."""
    a, b = theta[0], theta[1]
    t = jnp.linspace(0.0, 1.0, counts.shape[0])
    prior = dist.Normal(0.0, 2.0).log_prob(a) + dist.Normal(0.0, 1.0).log_prob(b)
    rate = exposure * jnp.exp(a + b * t)
    return prior + dist.Poisson(rate).log_prob(counts).sum()
