import numpy as np


class GrowingHead:
    """Linear classifier that adds an output whenever a new activity label appears."""

    def __init__(self, feat_dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.feat_dim = feat_dim
        self.label_to_idx = {}
        self.w = np.zeros((feat_dim, 0), np.float32)

    def index_of(self, label):
        if label not in self.label_to_idx:
            self.label_to_idx[label] = len(self.label_to_idx)
            col = 0.01 * self.rng.standard_normal((self.feat_dim, 1)).astype(np.float32)
            self.w = np.concatenate([self.w, col], axis=1)
        return self.label_to_idx[label]
