import jax
import jax.numpy as jnp
from scipy.stats import norm


def critical_value(alpha):
    return float(norm.ppf(1 - alpha / 2))


@jax.jit
def decide(effects, ses, crit):
    z = effects / ses
    return jnp.abs(z) > crit, z
