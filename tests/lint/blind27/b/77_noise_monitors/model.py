import jax
import jax.numpy as jnp


@jax.jit
def noise_footprint_db(thrust_kn, dist_km, atten_db_per_km=3.0):
    # crude single-event level near the runway
    return 10 * jnp.log10(thrust_kn * 1e3) + 60.0 - 20 * jnp.log10(dist_km * 1000.0) - atten_db_per_km * dist_km
