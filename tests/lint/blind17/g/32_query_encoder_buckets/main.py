import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import VOCAB, encode_batch

EMBED_DIM = 8


@jax.jit
def embed_queries(table, token_ids):
    mask = (token_ids > 0)[..., None]
    vecs = table[token_ids] * mask
    pooled = vecs.sum(axis=1) / jnp.maximum(mask.sum(axis=1), 1)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True).clip(1e-6)


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(len(VOCAB) + 1, EMBED_DIM)), jnp.float32)
    request_batches = [
        ["cheap flights", "hotel near me"],
        ["best pizza open now", "weather"],
        ["weather tomorrow in london", "cheap flights to paris"],
        ["pizza", "hotel"],
        ["best hotel near me open now", "flights to london"],
    ]
    for queries in request_batches:
        emb = embed_queries(table, encode_batch(queries))
        print(queries[0], np.asarray(emb)[0, :3].round(3))


if __name__ == "__main__":
    main()
