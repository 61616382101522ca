import numpy as np

from config import FEATURE_DIM, MAX_FRAMES


class ClipFeatureReader:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def read(self, n_frames):
        feats = np.zeros((MAX_FRAMES, FEATURE_DIM), np.float32)
        valid = np.zeros(MAX_FRAMES, bool)
        feats[:n_frames] = np.cumsum(self.rng.standard_normal((n_frames, FEATURE_DIM)), axis=0)
        valid[:n_frames] = True
        return feats, valid
