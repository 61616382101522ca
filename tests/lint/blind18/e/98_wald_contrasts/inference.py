import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def wald_summary(estimate, std_error, null=0.0):
    z = (estimate - null) / std_error
    p = 2.0 * norm.sf(jnp.abs(z))
    lo = estimate - 1.959964 * std_error
    hi = estimate + 1.959964 * std_error
    return z, p, lo, hi
