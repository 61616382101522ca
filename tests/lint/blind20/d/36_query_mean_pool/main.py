from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from tokens import VOCAB, fake_tokenize, pad_batch

DIM = 16


@partial(jax.jit, static_argnames=("max_len",))
def embed_queries(table, pos_table, token_ids, max_len):
    x = table[token_ids] + pos_table[:max_len]
    mask = (token_ids > 0)[..., None]
    pooled = (x * mask).sum(axis=1) / jnp.maximum(mask.sum(axis=1), 1)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(VOCAB, DIM)).astype(np.float32))
    pos_table = jnp.asarray(0.1 * rng.normal(size=(64, DIM)).astype(np.float32))
    for _ in range(5):
        token_ids, max_len = pad_batch(fake_tokenize(rng, 3))
        emb = embed_queries(table, pos_table, token_ids, max_len=max_len)
        print(max_len, np.asarray(emb).shape)


if __name__ == "__main__":
    main()
