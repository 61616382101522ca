import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import tokenize


@jax.jit
def _search(token_emb, doc_vecs, ids):
    mask = (ids > 0).astype(jnp.float32)
    q = (token_emb[ids] * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
    return jax.lax.top_k(doc_vecs @ q, 3)[1]


def search(token_emb, doc_vecs, query):
    return _search(token_emb, doc_vecs, np.asarray(tokenize(query), np.int32))
