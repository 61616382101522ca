import zlib

import jax
import jax.numpy as jnp
import numpy as np

from windows import token_windows

VOCAB = 512
WINDOW = 16

EMBED = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 8))


@jax.jit
def window_embedding(ids):
    return jnp.mean(EMBED[ids], axis=0)


def tokenize(text):
    return [zlib.crc32(w.encode()) % VOCAB for w in text.lower().split()]


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
        for w, chunk in enumerate(token_windows(tokenize(text), WINDOW)):
            vec = window_embedding(np.asarray(chunk, np.int32))
            index.append((doc_id, w, vec))
    print(f"indexed {len(index)} windows from {len(DOCUMENTS)} documents")


if __name__ == "__main__":
    main()
