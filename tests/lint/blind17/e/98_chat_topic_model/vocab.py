import numpy as np


class BoundedVocab:
    def __init__(self, capacity):
        self.capacity = capacity
        self.index = {"<unk>": 0}

    def encode(self, words):
        ids = []
        for w in words:
            if w not in self.index and len(self.index) < self.capacity:
                self.index[w] = len(self.index)
            ids.append(self.index.get(w, 0))
        return ids

    def __len__(self):
        return len(self.index)


def init_embeddings(capacity, dim, rng):
    return rng.normal(scale=0.1, size=(capacity, dim)).astype(np.float32)
