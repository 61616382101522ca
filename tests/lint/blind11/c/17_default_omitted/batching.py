import jax
import jax.numpy as jnp


@jax.jit
def rolling_features(x, scale=1.0):
    kernel = jnp.ones((4,)) / 4.0
    smooth = jnp.convolve(x, kernel, mode="same")
    return smooth * scale
