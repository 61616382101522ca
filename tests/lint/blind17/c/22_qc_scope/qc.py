from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("tag",))
def robust_anomaly(field, clim_mean, clim_std, tag):
    with jax.named_scope(tag):
        z = (field - clim_mean) / jnp.maximum(clim_std, 1e-3)
        flagged = jnp.abs(z) > 4.0
        cleaned = jnp.where(flagged, 0.0, z)
    return cleaned, flagged.sum()
