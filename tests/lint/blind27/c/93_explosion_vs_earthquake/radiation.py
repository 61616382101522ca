import jax
import jax.numpy as jnp


@jax.jit
def far_field_amplitude(azimuth, takeoff, is_explosion):
    dc = jnp.sin(2 * azimuth) * jnp.sin(takeoff) ** 2
    iso = jnp.ones_like(azimuth)
    return jax.lax.cond(is_explosion, lambda: iso, lambda: dc)
