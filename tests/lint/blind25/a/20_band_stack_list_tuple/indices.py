import jax
import jax.numpy as jnp


@jax.jit
def vegetation_indices(bands):
    blue, green, red, nir = bands
    ndvi = (nir - red) / (nir + red + 1e-6)
    gndvi = (nir - green) / (nir + green + 1e-6)
    evi = 2.5 * (nir - red) / (nir + 6.0 * red - 7.5 * blue + 1.0)
    return jnp.stack([ndvi, gndvi, evi])
