import jax
import jax.numpy as jnp


@jax.jit
def peak_5min_intensity(speed):
    kernel = jnp.ones(300) / 300.0
    rolling = jnp.convolve(speed, kernel, mode="valid")
    return jnp.max(rolling), jnp.argmax(rolling)
