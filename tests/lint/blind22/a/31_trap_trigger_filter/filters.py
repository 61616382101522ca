import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def motion_filter(threshold):
    def is_animal(frames):
        diff = jnp.abs(frames[1:] - frames[:-1]).mean(axis=(1, 2, 3))
        return diff.max() > threshold

    return jax.jit(is_animal)
