import numpy as np


class ParamStore:
    """Stands in for a blob store that the serving fleet polls for refreshed weights."""

    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self._blobs = {
            "eta-regressor": {"w": rng.normal(size=(6, 1)).astype(np.float32), "b": np.zeros(1, np.float32)},
            "eta-regressor-canary": {"w": rng.normal(size=(6, 1)).astype(np.float32), "b": np.ones(1, np.float32)},
        }

    def fetch(self, name):
        return {k: v.copy() for k, v in self._blobs[name].items()}
