import jax.numpy as jnp


def threshold_policy(trigger_prevalence, strength=0.6):
    """Cut contacts by ``strength`` while prevalence exceeds the trigger."""
    return lambda prevalence: jnp.where(prevalence > trigger_prevalence, 1.0 - strength, 1.0)
