import jax.numpy as jnp


def threshold_policy(prevalence, trigger_prevalence, strength):
    """Cut contacts by ``strength`` while prevalence exceeds the trigger."""
    return jnp.where(prevalence > trigger_prevalence, 1.0 - strength, 1.0)
