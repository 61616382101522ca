import jax
import jax.numpy as jnp


@jax.jit
def zone_alarms(zone_scores, thresholds):
    levels = [jnp.sum(zone_scores > t, axis=-1) for t in thresholds]
    return jnp.stack(levels, axis=-1)
