import jax
import jax.numpy as jnp


@jax.jit
def chalkiness(frames, threshold):
    x = frames.astype(jnp.float32)
    x = x / jnp.max(x, axis=(1, 2), keepdims=True)
    chalky = (x > threshold).mean(axis=(1, 2))
    return chalky
