from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("length",))
def histogram(ids, length):
    return jnp.bincount(ids.ravel(), length=length)


class TokenStatsHook:
    """Accumulates a unigram histogram of everything the loader emits."""

    def __init__(self, vocab):
        self.vocab = vocab
        self.counts = np.zeros(vocab, np.int64)

    def __call__(self, batch):
        hist = histogram(batch["ids"], length=self.vocab)
        self.counts += np.asarray(hist)

    def top(self, k=5):
        order = np.argsort(-self.counts)[:k]
        return [(int(i), int(self.counts[i])) for i in order]


class LengthStatsHook:
    def __init__(self):
        self.nonzero = 0

    def __call__(self, batch):
        self.nonzero += int(_count_nonpad(batch["ids"]))


_count_nonpad = jax.jit(lambda ids: (ids != 0).sum())
