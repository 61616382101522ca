from functools import partial

import jax
import jax.numpy as jnp

from tokenizer import tokenize


@partial(jax.jit, static_argnames=("query",))
def search(token_emb, doc_vecs, query):
    ids = jnp.array(tokenize(query))
    mask = (ids > 0).astype(jnp.float32)
    q = (token_emb[ids] * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
    return jax.lax.top_k(doc_vecs @ q, 3)[1]
