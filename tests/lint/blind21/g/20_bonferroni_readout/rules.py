import functools

import jax
import jax.numpy as jnp
from scipy.stats import norm


@functools.lru_cache(maxsize=None)
def decision_rule(alpha):
    crit = float(norm.ppf(1 - alpha / 2))

    @jax.jit
    def decide(effects, ses):
        z = effects / ses
        return jnp.abs(z) > crit, z

    return decide
