import jax
import jax.numpy as jnp


@jax.jit
def reciprocal_rank_fusion(*rank_lists):
    k = 60.0
    total = jnp.zeros_like(rank_lists[0], dtype=jnp.float32)
    for ranks in rank_lists:
        total = total + 1.0 / (k + ranks)
    return total
