import jax
import jax.numpy as jnp


def recall_at_k(query_emb, doc_emb, gold, k):
    sims = query_emb @ doc_emb.T
    _, top = jax.lax.top_k(sims, k)
    return jnp.mean(jnp.any(top == gold[:, None], axis=1))
