import jax
import jax.numpy as jnp


@jax.jit
def relative_humidity(t, td, offset):
    tk, tdk = t + offset, td + offset
    es = 6.112 * jnp.exp(17.67 * (tk - 273.15) / (tk - 29.65))
    e = 6.112 * jnp.exp(17.67 * (tdk - 273.15) / (tdk - 29.65))
    return jnp.clip(100.0 * e / es, 0.0, 100.0)
