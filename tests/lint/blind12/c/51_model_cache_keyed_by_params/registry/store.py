import numpy as np


class ModelStore:
    """Stands in for a blob store of exported weights."""

    def __init__(self, seed=0, d_in=10, d_out=4):
        rng = np.random.default_rng(seed)
        self._blobs = {
            ("ranker", "v3"): {"w": rng.normal(size=(d_in, d_out)).astype(np.float32),
                               "b": np.zeros(d_out, np.float32)},
        }

    def load(self, name, version):
        blob = self._blobs[(name, version)]
        return {k: v.copy() for k, v in blob.items()}
