import jax
import jax.numpy as jnp


@jax.jit
def significant_wave_height(u10, fetch_km):
    # JONSWAP-style fetch-limited growth
    g = 9.81
    x = g * fetch_km * 1000.0 / jnp.maximum(u10, 0.5) ** 2
    hs = 0.0016 * jnp.sqrt(x) * u10 ** 2 / g
    return jnp.minimum(hs, 0.243 * u10 ** 2 / g)
