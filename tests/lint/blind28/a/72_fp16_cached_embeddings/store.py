import numpy as np


class EmbeddingStore:
    """Review embeddings: archived months are stored compressed as float16."""

    def __init__(self, seed=0, dim=64):
        self.rng = np.random.default_rng(seed)
        self.dim = dim

    def month(self, m, n=256):
        emb = self.rng.normal(size=(n, self.dim)).astype(np.float32)
        if m < 6:
            return emb.astype(np.float16)
        return emb
