import numpy as np


class Catalogue:
    def __init__(self, n_items=200, dim=16, seed=0):
        self.rng = np.random.default_rng(seed)
        self.embeddings = self.rng.normal(size=(n_items, dim)).astype(np.float32)

    def refresh(self):
        drift = self.rng.normal(scale=0.05, size=self.embeddings.shape)
        self.embeddings = (self.embeddings + drift).astype(np.float32)
        norms = np.linalg.norm(self.embeddings, axis=1, keepdims=True)
        self.embeddings /= norms
