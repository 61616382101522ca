import jax
import jax.numpy as jnp


@jax.jit
def degree_day_snow(swe, precip, temp, melt_factor, t_snow):
    snowfall = jnp.where(temp < t_snow, precip, 0.0)
    melt = jnp.minimum(swe + snowfall, melt_factor * jnp.maximum(temp, 0.0))
    return swe + snowfall - melt, melt
