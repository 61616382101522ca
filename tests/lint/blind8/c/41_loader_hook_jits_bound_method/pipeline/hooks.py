import jax
import jax.numpy as jnp
import numpy as np


class TokenStatsHook:
    """Accumulates a unigram histogram of everything the loader emits."""

    def __init__(self, vocab):
        self.vocab = vocab
        self.counts = np.zeros(vocab, np.int64)

    def _histogram(self, ids):
        return jnp.bincount(ids.ravel(), length=self.vocab)

    def __call__(self, batch):
        hist = jax.jit(self._histogram)(batch["ids"])
        self.counts += np.asarray(hist)

    def top(self, k=5):
        order = np.argsort(-self.counts)[:k]
        return [(int(i), int(self.counts[i])) for i in order]
