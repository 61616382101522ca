import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def threshold_filter(min_score):
    def apply(scores, ids):
        keep = scores >= min_score
        return jnp.where(keep, ids, -1), keep.sum(axis=-1)

    return jax.jit(apply)
