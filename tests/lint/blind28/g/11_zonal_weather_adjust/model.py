import jax
import jax.numpy as jnp


@jax.jit
def weather_adjusted(base_load, temp, sens):
    cdd = jnp.maximum(temp - 22.0, 0.0)
    hdd = jnp.maximum(15.0 - temp, 0.0)
    return base_load * (1.0 + sens * (cdd + 0.6 * hdd))
