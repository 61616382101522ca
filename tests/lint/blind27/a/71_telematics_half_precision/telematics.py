import numpy as np


class TripStore:
    """Trip features; the archive tier keeps them in float16 to save space."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def load(self, week):
        feats = self.rng.normal(size=(256, 6)).astype(np.float32)
        if week < 3:
            feats = feats.astype(np.float16)  # archive tier
        claims = (self.rng.uniform(size=256) < 0.05 + 0.03 * (feats[:, 0] > 1)).astype(np.float32)
        return feats, claims
