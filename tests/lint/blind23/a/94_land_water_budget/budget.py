import jax
import jax.numpy as jnp


@jax.jit
def land_water_budget(precip, evap, land):
    w = land * jnp.cos(jnp.deg2rad(jnp.linspace(-89, 89, precip.shape[0])))[:, None]
    return jnp.sum((precip - evap) * w) / jnp.sum(w)
