import jax
import jax.numpy as jnp

OBS_SD = 0.15


def gompertz_log_likelihood(params, log_counts):
    """Gompertz state-space model for aerial counts of harbour seals at a haul-out."""
    a, b = params["a"], params["b"]
    pred = a + b * log_counts[:-1]
    resid = log_counts[1:] - pred
    return -0.5 * jnp.sum((resid / OBS_SD) ** 2)
