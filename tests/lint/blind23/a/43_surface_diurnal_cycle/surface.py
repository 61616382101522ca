import jax
import jax.numpy as jnp


@jax.jit
def surface_temperature(base_temp, lon_deg, doy, utc_hour):
    local_solar = (utc_hour + lon_deg / 15.0) % 24
    diurnal = 6.0 * jnp.cos(2 * jnp.pi * (local_solar - 15.0) / 24.0)
    seasonal = 8.0 * jnp.cos(2 * jnp.pi * (doy - 200) / 365.0)
    return base_temp + seasonal + diurnal
