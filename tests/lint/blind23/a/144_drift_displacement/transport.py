import jax
import jax.numpy as jnp


@jax.jit
def drift_displacement(currents, wind, hours):
    leeway = 0.03
    drift = currents + leeway * wind
    return drift * hours * 3600.0 / 1000.0  # km
