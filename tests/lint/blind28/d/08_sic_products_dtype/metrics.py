import jax
import jax.numpy as jnp

CELL_AREA_KM2 = 25.0 * 25.0


@jax.jit
def extent_and_area(sic_percent):
    sic = sic_percent.astype(jnp.float32) / 100.0
    ice = sic >= 0.15
    extent = jnp.sum(ice) * CELL_AREA_KM2
    area = jnp.sum(jnp.where(ice, sic, 0.0)) * CELL_AREA_KM2
    return extent, area
