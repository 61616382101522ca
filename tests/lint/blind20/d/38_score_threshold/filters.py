import jax
import jax.numpy as jnp


@jax.jit
def threshold_filter(scores, ids, min_score):
    keep = scores >= min_score
    return jnp.where(keep, ids, -1), keep.sum(axis=-1)
