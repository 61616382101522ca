import numpy as np

MAX_CLASSES = 16


class GrowingHead:
    """Linear classifier with a budget of MAX_CLASSES outputs, assigned as activity labels appear."""

    def __init__(self, feat_dim, seed=0):
        self.rng = np.random.default_rng(seed)
        self.feat_dim = feat_dim
        self.label_to_idx = {}
        self.w = 0.01 * self.rng.standard_normal((feat_dim, MAX_CLASSES)).astype(np.float32)

    def index_of(self, label):
        if label not in self.label_to_idx:
            self.label_to_idx[label] = len(self.label_to_idx)
        return self.label_to_idx[label]
