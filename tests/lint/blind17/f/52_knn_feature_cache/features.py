import numpy as np


class FeatureCache:
    """Keeps L2-normalised embeddings of the labelled set between evaluations."""

    def __init__(self):
        self.feats = None
        self.labels = None

    def refresh(self, feats, labels):
        feats = np.asarray(feats, dtype=np.float64)
        self.feats = feats / np.linalg.norm(feats, axis=1, keepdims=True)
        self.labels = np.asarray(labels, dtype=np.int64)
