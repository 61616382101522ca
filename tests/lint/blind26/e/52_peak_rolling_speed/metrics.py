import jax
import jax.numpy as jnp


@jax.jit
def peak_rolling_speed(speed):
    kernel = jnp.ones(300) / 300.0
    rolling = jnp.convolve(speed, kernel, mode="valid")
    return jnp.max(rolling), jnp.argmax(rolling)
