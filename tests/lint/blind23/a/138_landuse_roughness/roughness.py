import jax
import jax.numpy as jnp

from landuse import ROUGHNESS


@jax.jit
def effective_roughness(classes, blend_height):
    z0 = jnp.asarray(ROUGHNESS)[classes]
    inv = jnp.mean(1.0 / jnp.log(blend_height / z0) ** 2)
    return blend_height * jnp.exp(-1.0 / jnp.sqrt(inv))
