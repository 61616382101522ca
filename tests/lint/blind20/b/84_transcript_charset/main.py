import functools

import jax
import jax.numpy as jnp
import numpy as np

from vocab import CharVocab

MAX_LEN = 24
TRANSCRIPTS = ["invoice total", "due date 2024", "IBAN DE89 3704", "qty x price", "Total: 1.234,50 EUR"]


@functools.partial(jax.jit, static_argnames=("num_classes",))
def char_histogram(ids, mask, num_classes):
    onehot = jax.nn.one_hot(ids, num_classes) * mask[:, None]
    return onehot.sum(0) / jnp.maximum(mask.sum(), 1.0)


def encode_padded(vocab, text):
    ids = vocab.encode(text)[:MAX_LEN]
    arr = np.zeros(MAX_LEN, np.int32)
    arr[: len(ids)] = ids
    mask = (np.arange(MAX_LEN) < len(ids)).astype(np.float32)
    return jnp.asarray(arr), jnp.asarray(mask)


def main():
    vocab = CharVocab()
    for text in TRANSCRIPTS:
        ids, mask = encode_padded(vocab, text)
        hist = char_histogram(ids, mask, num_classes=len(vocab))
        print(repr(text), hist.shape)


if __name__ == "__main__":
    main()
