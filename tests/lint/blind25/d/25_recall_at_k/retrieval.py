from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("k",))
def recall_at_k(query, corpus, gold_mask, k):
    scores = corpus @ query
    top = jax.lax.top_k(scores, k)[1]
    hits = gold_mask[top].sum()
    return hits / jnp.minimum(gold_mask.sum(), k)
