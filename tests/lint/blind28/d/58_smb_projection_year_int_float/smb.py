import jax
import jax.numpy as jnp


@jax.jit
def smb_anomaly(elevation, year, warming_rate):
    dt = warming_rate * (year - 1990)
    ela_shift = 150.0 * dt
    melt = jnp.maximum(0.0, 1.5 - (elevation - ela_shift) / 800.0)
    return 0.3 - melt
