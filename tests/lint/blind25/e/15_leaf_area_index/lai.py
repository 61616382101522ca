import jax
import jax.numpy as jnp

@jax.jit
def estimate_lai(red, nir, mask=None):
    ndvi = (nir - red) / (nir + red)
    lai = -jnp.log(jnp.clip(1.0 - (ndvi - 0.1) / 0.8, 1e-3, 1.0)) / 0.5
    if mask is None:
        return jnp.mean(lai)
    return jnp.sum(lai * mask) / jnp.sum(mask)
