from functools import lru_cache

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def expected_improvement(mu, sigma, best, xi):
    z = (mu - best - xi) / sigma
    return (mu - best - xi) * norm.cdf(z) + sigma * norm.pdf(z)


def probability_of_improvement(mu, sigma, best, xi):
    return norm.cdf((mu - best - xi) / sigma)


_REGISTRY = {"ei": expected_improvement, "pi": probability_of_improvement}


@lru_cache(maxsize=None)
def get_acquisition(name):
    return jax.jit(_REGISTRY[name])
