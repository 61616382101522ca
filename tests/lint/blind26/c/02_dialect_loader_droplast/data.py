import numpy as np


class DialectCorpus:
    """Utterance-level i-vector style features with dialect region labels."""

    def __init__(self, n_utts=700, dim=24, n_dialects=6, seed=1):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, n_dialects, size=n_utts).astype(np.int32)
        centers = rng.normal(size=(n_dialects, dim))
        self.feats = (centers[self.labels] + rng.normal(size=(n_utts, dim))).astype(np.float32)
        self.rng = rng

    def batches(self, batch_size, drop_remainder=True):
        order = self.rng.permutation(len(self.labels))
        stop = len(order) - len(order) % batch_size if drop_remainder else len(order)
        for i in range(0, stop, batch_size):
            sel = order[i:i + batch_size]
            yield self.feats[sel], self.labels[sel]
