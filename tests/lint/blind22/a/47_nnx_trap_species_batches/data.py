import numpy as np


class EmbeddingDataset:
    """Pre-computed image embeddings of camera-trap detections with species labels."""

    def __init__(self, n, dim, n_classes, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = rng.integers(0, n_classes, n).astype(np.int32)

    def batches(self, batch_size, rng):
        order = rng.permutation(len(self.x))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            yield self.x[idx], self.y[idx]
