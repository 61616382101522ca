import numpy as np
import jax
import jax.numpy as jnp

from masks import cloud_mask


@jax.jit
def masked_ndvi(red, nir, mask):
    ndvi = (nir - red) / (nir + red + 1e-6)
    m = mask.astype(jnp.float32)
    return (ndvi * m).sum() / jnp.maximum(m.sum(), 1.0)


rng = np.random.default_rng(6)
for tile in range(6):
    red, nir, blue = rng.uniform(size=(3, 32, 32)).astype(np.float32)
    print(tile, round(float(masked_ndvi(red, nir, cloud_mask(tile, blue))), 4))
