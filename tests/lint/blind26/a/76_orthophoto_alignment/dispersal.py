import jax
import jax.numpy as jnp


@jax.jit
def dispersal_kernel(offsets, years, diffusivity):
    var = 2.0 * diffusivity * years
    return jnp.exp(-jnp.sum(offsets ** 2, -1) / (2 * var)) / (2 * jnp.pi * var)
