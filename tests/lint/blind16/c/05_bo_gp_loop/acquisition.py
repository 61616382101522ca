import jax.numpy as jnp
from jax.scipy.stats import norm


def expected_improvement(mean, var, best):
    sd = jnp.sqrt(var)
    z = (best - mean) / sd
    return (best - mean) * norm.cdf(z) + sd * norm.pdf(z)
