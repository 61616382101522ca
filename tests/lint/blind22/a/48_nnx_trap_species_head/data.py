import numpy as np


class EmbeddingDataset:
    """Pre-computed image embeddings of camera-trap detections with species labels."""

    def __init__(self, n, dim, n_classes, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = rng.integers(0, n_classes, n).astype(np.int32)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.x))
        n_full = len(order) // batch_size
        for b in range(n_full):
            idx = order[b * batch_size : (b + 1) * batch_size]
            yield self.x[idx], self.y[idx]
