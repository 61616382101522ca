import numpy as np

class TileReader:
    def __init__(self, seed=66):
        self.rng = np.random.default_rng(seed)

    def _raw(self, name):
        chm = np.clip(self.rng.normal(20, 7, (64, 64)), 0, 45)
        return chm.astype(np.float16 if name.startswith("arch_") else np.float32)

    def __getitem__(self, name):
        return self._raw(name).astype(np.float32, copy=False)
