import jax
import jax.numpy as jnp


@jax.jit
def is_animal(frames, threshold):
    diff = jnp.abs(frames[1:] - frames[:-1]).mean(axis=(1, 2, 3))
    return diff.max() > threshold
