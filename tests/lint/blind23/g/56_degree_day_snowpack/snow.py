import jax
import jax.numpy as jnp


@jax.jit
def degree_day_step(swe, precip, temp, ddf):
    snowfall = jnp.where(temp <= 0.5, precip, 0.0)
    melt = jnp.minimum(swe + snowfall, ddf * jnp.maximum(temp - 0.0, 0.0))
    return swe + snowfall - melt, melt
