import numpy as np


class CategoryEncoder:
    """Incrementally assigns integer codes to category strings."""

    def __init__(self):
        self.vocab = {}

    def encode(self, values):
        for v in values:
            if v not in self.vocab:
                self.vocab[v] = len(self.vocab)
        return np.fromiter((self.vocab[v] for v in values), dtype=np.int32, count=len(values))
