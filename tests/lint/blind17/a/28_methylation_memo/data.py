import numpy as np


class MethylationLoader:
    def __init__(self, n_sites=256, window=21, batch_size=32, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_sites = n_sites
        self.window = window
        self.batch_size = batch_size
        self._cache = None

    def _encode(self, start):
        seq = self.rng.integers(0, 4, size=(self.batch_size, self.window))
        x = np.eye(4, dtype=np.float32)[seq].reshape(self.batch_size, -1)
        y = (seq[:, self.window // 2] == 1).astype(np.float32)
        return x, y

    def __iter__(self):
        if self._cache is not None:
            yield from self._cache
            return
        cache = []
        for start in range(0, self.n_sites, self.batch_size):
            batch = self._encode(start)
            cache.append(batch)
            yield batch
        self._cache = cache
