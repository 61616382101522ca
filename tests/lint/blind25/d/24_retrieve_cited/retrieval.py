from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("k",))
def retrieve_cited(query, corpus, k):
    scores = corpus @ query
    return jax.lax.top_k(scores, k)[1]

def recall_at_gold(query, corpus, gold):
    got = retrieve_cited(query, corpus, k=len(gold))
    return len(set(got.tolist()) & set(gold)) / len(gold)
