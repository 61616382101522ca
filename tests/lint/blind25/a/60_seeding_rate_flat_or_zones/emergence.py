import jax
import jax.numpy as jnp


@jax.jit
def expected_stand(seed_rate_k, soil_temp, crust_index, zone_area_ha):
    emergence = jax.nn.sigmoid(0.6 * (soil_temp - 10.0)) * (1.0 - 0.5 * crust_index)
    plants = seed_rate_k * emergence * jnp.ones_like(zone_area_ha)
    total = jnp.sum(plants * zone_area_ha) / jnp.sum(zone_area_ha)
    return plants, total
