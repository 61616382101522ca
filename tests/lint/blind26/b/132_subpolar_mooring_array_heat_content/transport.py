import jax
import jax.numpy as jnp


@jax.jit
def masked_section_transport(temp_profiles, present, dz, width_m):
    # heat content anomaly across the section, counting only moorings in the water
    anomaly = temp_profiles - jnp.sum(temp_profiles * present[:, None], 0) / jnp.sum(present)
    per_site = jnp.sum(anomaly, axis=1) * dz * 1025.0 * 3990.0 * width_m
    return jnp.sum(jnp.where(present, per_site, 0.0)) / 1e15, jnp.sum(present)
