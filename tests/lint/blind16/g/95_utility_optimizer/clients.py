import jax.numpy as jnp

from optimizer import maximize_utility

PROFILES = {"conservative": 8.0, "balanced": 4.0, "growth": 2.0, "aggressive": 1.0}


def allocate(scenarios, profile):
    gamma = PROFILES[profile]
    crra = lambda r: ((1.0 + r) ** (1.0 - gamma) - 1.0) / (1.0 - gamma)
    return maximize_utility(scenarios, utility=crra)
