import jax
import jax.numpy as jnp


@jax.jit
def seasonal_forecast(coefs, day):
    w = 2 * jnp.pi * day / 365.25
    basis = jnp.array([1.0, jnp.sin(w), jnp.cos(w), jnp.sin(2 * w), jnp.cos(2 * w),
                       (day % 7 >= 5).astype(jnp.float32)])
    return basis @ coefs
