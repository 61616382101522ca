import functools

import jax
import jax.numpy as jnp

TARGETS = {"coarse": 4, "medium": 2}


@functools.lru_cache(maxsize=1)
def get_coarsener(target):
    factor = TARGETS[target]

    def coarsen(field):
        ny, nx = field.shape
        blocks = field.reshape(ny // factor, factor, nx // factor, factor)
        return blocks.mean(axis=(1, 3))

    return jax.jit(coarsen)
