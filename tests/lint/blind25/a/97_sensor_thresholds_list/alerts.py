import jax
import jax.numpy as jnp


@jax.jit
def tension_alert_levels(tension_kpa, thresholds):
    t = jnp.asarray(thresholds)
    return jnp.sum(tension_kpa[:, None] > t[None, :], axis=1)
