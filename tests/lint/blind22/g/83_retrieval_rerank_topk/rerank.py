import jax
import jax.numpy as jnp


@jax.jit
def rerank(user_vec, cand_vecs, margin_weight):
    relevance = cand_vecs @ user_vec
    diversity = -jnp.max(cand_vecs @ cand_vecs.T - 2.0 * jnp.eye(cand_vecs.shape[0]), axis=1)
    return relevance + margin_weight * diversity
