import jax
import jax.numpy as jnp


@jax.jit
def reciprocal_rank_fusion(rank_matrix, source_mask):
    k = 60.0
    contrib = 1.0 / (k + rank_matrix)
    return jnp.sum(jnp.where(source_mask[:, None], contrib, 0.0), axis=0)
