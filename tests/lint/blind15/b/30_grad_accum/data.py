import numpy as np


def microbatches(vocab, batch, seq, accum, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        tokens = rng.integers(0, vocab, (batch, seq)).astype(np.int32)
        yield np.split(tokens, accum)
