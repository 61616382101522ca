import jax
import jax.numpy as jnp


@jax.jit
def tick_burden_density(intensity_per_km2, counts, area_km2):
    expected = intensity_per_km2 * area_km2
    return jnp.sum(counts * jnp.log(expected) - expected), counts.sum() / area_km2.sum()
