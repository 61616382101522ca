import jax
import jax.numpy as jnp


@jax.jit
def filtered_topk(doc_emb, query, exclude_mask):
    sims = jnp.where(exclude_mask, -jnp.inf, doc_emb @ query)
    return jax.lax.top_k(sims, 5)
