import jax
import jax.numpy as jnp

@jax.jit
def commute_times(dist_km, speed_kmh, congestion):
    return 60.0 * dist_km / (speed_kmh * (1.0 - 0.5 * congestion))
