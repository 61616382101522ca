import numpy as np


class GrowingLexicon:
    """Word list for a field-work language, extended as new transcripts come in."""

    def __init__(self, dim=16, seed=0):
        self.words = {}
        self.dim = dim
        self.rng = np.random.default_rng(seed)
        self.vectors = np.zeros((0, dim), np.float32)

    @property
    def size(self):
        return len(self.words)

    def add(self, tokens):
        for t in tokens:
            if t not in self.words:
                self.words[t] = len(self.words)
                self.vectors = np.vstack([self.vectors, 0.1 * self.rng.normal(size=(1, self.dim)).astype(np.float32)])
        return np.array([self.words[t] for t in tokens], np.int32)
