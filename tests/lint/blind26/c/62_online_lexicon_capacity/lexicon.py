import numpy as np


class FieldLexicon:
    def __init__(self, capacity=64, dim=16, seed=0):
        rng = np.random.default_rng(seed)
        self.words = {}
        self.capacity = capacity
        self.vectors = (0.1 * rng.normal(size=(capacity, dim))).astype(np.float32)

    @property
    def size(self):
        return len(self.words)

    def add(self, tokens):
        for t in tokens:
            if t not in self.words:
                if len(self.words) >= self.capacity:
                    raise RuntimeError("lexicon full")
                self.words[t] = len(self.words)
        return np.array([self.words[t] for t in tokens], np.int32)
