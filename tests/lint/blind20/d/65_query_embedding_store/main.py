import jax
import jax.numpy as jnp
import numpy as np

from cache import EmbeddingCache

VOCAB = 50
SEQ = 6
DIM = 8
N_QUERIES = 20


@jax.jit
def encode(params, tokens):
    x = params["emb"][tokens].mean(axis=1)
    x = x @ params["proj"]
    return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    params = {
        "emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)).astype(np.float32)),
        "proj": jnp.eye(DIM),
    }
    token_table = rng.integers(0, VOCAB, size=(N_QUERIES, SEQ)).astype(np.int32)
    cache = EmbeddingCache(encode, params)
    traffic = [[0, 1, 2, 3], [2, 3, 4, 5], [0, 1, 2, 3], [6, 7, 3, 8], [9, 10, 11, 0]]
    for batch in traffic:
        emb = cache.lookup(batch, token_table)
        print(batch, emb.shape, len(cache.store))


if __name__ == "__main__":
    main()
