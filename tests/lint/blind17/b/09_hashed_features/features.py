import jax
import jax.numpy as jnp
import numpy as np

NUM_BUCKETS = 1024


def hash_tokens(tokens, salt=17):
    out = np.zeros(len(tokens), dtype=np.int32)
    for i, tok in enumerate(tokens):
        h = salt
        for ch in tok:
            h = (h * 31 + ord(ch)) & 0x7FFFFFFF
        out[i] = h
    return out


def pooled_embedding(table, hashed_ids):
    pool = jax.jit(lambda t, ids: jnp.mean(t[ids % NUM_BUCKETS], axis=1))
    return pool(table, hashed_ids)
