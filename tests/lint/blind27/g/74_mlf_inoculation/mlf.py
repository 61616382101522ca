import jax
import jax.numpy as jnp


@jax.jit
def malic_projection(malic0, inoc_day, days):
    lag = 4.0
    k = 0.25
    t_active = jnp.maximum(days - inoc_day - lag, 0.0)
    return malic0 * jnp.exp(-k * t_active)
