import zlib

import jax
import jax.numpy as jnp
import numpy as np

MAX_TOKENS = 12


def hash_tokens(text, vocab):
    ids = [zlib.crc32(t.encode()) % (vocab - 1) + 1 for t in text.lower().split()][:MAX_TOKENS]
    return ids + [0] * (MAX_TOKENS - len(ids))


def embed_one(table, token_ids):
    mask = (token_ids > 0).astype(jnp.float32)
    v = (table[token_ids] * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
    return v / (jnp.linalg.norm(v) + 1e-6)


embed_batch = jax.jit(jax.vmap(embed_one, in_axes=(None, 0)))


class QueryEmbedder:
    def __init__(self, table, batch_size):
        self.table = table
        self.vocab = table.shape[0]
        self.batch_size = batch_size

    def embed(self, queries):
        n = len(queries)
        padded = list(queries) + [""] * (self.batch_size - n)
        ids = np.array([hash_tokens(q, self.vocab) for q in padded], dtype=np.int32)
        return embed_batch(self.table, ids)[:n]
