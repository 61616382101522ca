import jax
import jax.numpy as jnp


@jax.jit
def heavy_snow_signal(snowfall_cm):
    return jnp.mean(snowfall_cm > 10.0, axis=0), jnp.max(snowfall_cm, axis=0)
