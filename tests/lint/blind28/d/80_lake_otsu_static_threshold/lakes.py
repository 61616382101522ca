from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def lake_volume(ndwi, threshold):
    # Pope et al. (2016)-style depth from red-band attenuation, proxied here by NDWI
    lake = ndwi > threshold
    depth = jnp.where(lake, 8.0 * (ndwi - threshold), 0.0)
    return jnp.sum(lake) * 100.0, jnp.sum(depth) * 100.0
