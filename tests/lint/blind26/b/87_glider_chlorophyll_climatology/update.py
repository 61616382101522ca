import jax
import jax.numpy as jnp


@jax.jit
def blend_profile(climatology, profile, gain):
    # blend a new glider fluorescence profile into the running seasonal climatology
    valid = ~jnp.isnan(profile)
    return jnp.where(valid, climatology + gain * (jnp.nan_to_num(profile) - climatology), climatology)
