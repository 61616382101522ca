import numpy as np


class WordImageDataset:
    """Word crops from a register of births, labelled with a 50-word lexicon index."""

    def __init__(self, n=70, seed=9):
        rng = np.random.default_rng(seed)
        self.images = rng.random((n, 12, 40)).astype(np.float32)
        self.labels = rng.integers(0, 50, n).astype(np.int32)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.labels))
        for i in range(0, len(order), batch_size):
            idx = order[i:i + batch_size]
            yield self.images[idx], self.labels[idx]
