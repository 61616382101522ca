import jax
import jax.numpy as jnp


@jax.jit
def doc_fingerprint(table, token_ids):
    vecs = table[token_ids]
    trigrams = vecs[:-2] + vecs[1:-1] + vecs[2:]
    trigrams = trigrams / (jnp.linalg.norm(trigrams, axis=-1, keepdims=True) + 1e-6)
    return trigrams.mean(axis=0)
