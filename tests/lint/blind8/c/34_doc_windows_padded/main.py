import zlib

import jax
import jax.numpy as jnp
import numpy as np

from windows import token_windows

VOCAB = 512
WINDOW = 16

EMBED = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 8))


@jax.jit
def window_embedding(ids, n_valid):
    valid = (jnp.arange(ids.shape[0]) < n_valid)[:, None]
    return jnp.sum(jnp.where(valid, EMBED[ids], 0.0), axis=0) / n_valid


def tokenize(text):
    return [zlib.crc32(w.encode()) % (VOCAB - 1) + 1 for w in text.lower().split()]


DOCUMENTS = [
    "the quick brown fox jumps over the lazy dog " * 3,
    "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor " * 2,
    "jax transforms numerical functions with grad jit vmap and pmap",
    "a streaming pipeline splits each document into fixed windows of tokens for embedding " * 2,
    "short doc",
]


def main():
    index = []
    for doc_id, text in enumerate(DOCUMENTS):
        for w, (ids, n) in enumerate(token_windows(tokenize(text), WINDOW)):
            vec = window_embedding(ids, np.int32(n))
            index.append((doc_id, w, vec))
    print(f"indexed {len(index)} windows from {len(DOCUMENTS)} documents")


if __name__ == "__main__":
    main()
