from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from corpus import text_stream
from tokenizer import WordTokenizer

MAX_LEN = 12


@partial(jax.jit, static_argnames="vocab_size")
def unigram_counts(ids, vocab_size):
    one_hot = jax.nn.one_hot(ids, vocab_size, dtype=jnp.int32)
    counts = one_hot.sum(axis=(0, 1))
    return counts.at[0].set(0)


def fit_vocab(tok, batches):
    for texts in batches:
        tok.encode_batch(texts, MAX_LEN)
    tok.grow = False
    return tok


def main():
    tok = fit_vocab(WordTokenizer(), text_stream(num_batches=6, batch_size=4))
    totals = np.zeros(tok.vocab_size, dtype=np.int64)
    for texts in text_stream(num_batches=6, batch_size=4):
        ids = tok.encode_batch(texts, MAX_LEN)
        totals += np.asarray(unigram_counts(ids, vocab_size=tok.vocab_size))
    inv = {i: w for w, i in tok.vocab.items()}
    top = np.argsort(-totals)[:5]
    print("vocab", tok.vocab_size, "top:", [(inv[i], int(totals[i])) for i in top])


if __name__ == "__main__":
    main()
