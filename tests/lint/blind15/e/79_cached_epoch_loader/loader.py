import numpy as np


class CachedLoader:
    """Builds batches on the first pass, then replays them from memory."""

    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self._cache = None

    def _build(self):
        perm = self.rng.permutation(len(self.x))
        for i in range(0, len(perm) - self.batch_size + 1, self.batch_size):
            idx = perm[i:i + self.batch_size]
            yield self.x[idx], self.y[idx]

    def __iter__(self):
        if self._cache is None:
            cache = []
            for batch in self._build():
                cache.append(list(batch))
                yield batch
            self._cache = cache
        else:
            order = self.rng.permutation(len(self._cache))
            for j in order:
                yield self._cache[j]
