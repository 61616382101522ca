from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("variable",))
def robust_anomaly(field, clim_mean, clim_std, variable):
    with jax.named_scope(variable):
        if variable == "tp":
            field = jnp.log1p(jnp.maximum(field, 0.0))
            clim_mean = jnp.log1p(jnp.maximum(clim_mean, 0.0))
        z = (field - clim_mean) / jnp.maximum(clim_std, 1e-3)
        flagged = jnp.abs(z) > 4.0
        cleaned = jnp.where(flagged, 0.0, z)
    return cleaned, flagged.sum()
