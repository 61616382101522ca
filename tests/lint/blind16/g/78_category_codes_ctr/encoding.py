import numpy as np


class CategoryEncoder:
    """Incrementally assigns integer codes to category strings, stored compactly."""

    def __init__(self):
        self.vocab = {}

    def encode(self, values):
        for v in values:
            if v not in self.vocab:
                self.vocab[v] = len(self.vocab)
        codes = np.fromiter((self.vocab[v] for v in values), dtype=np.int64, count=len(values))
        return codes.astype(np.min_scalar_type(len(self.vocab)))
