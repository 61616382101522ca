import jax
import jax.numpy as jnp


@jax.jit
def sea_ice_extent(mask, cell_area_km2, lat_weights):
    m = mask.astype(jnp.float32)
    return jnp.sum(m * cell_area_km2 * lat_weights[:, None]) / 1e6
