import numpy as np


class CachedLoader:
    """Serves preprocessed (spectra, target) batches; first epoch computes, later epochs read the cache."""

    def __init__(self, x, y, batch_size=25):
        self.x, self.y, self.bs = x, y, batch_size
        self.cache = {}

    def _preprocess(self, i):
        xb = self.x[i:i + self.bs]
        xb = (xb - xb.mean(1, keepdims=True)) / xb.std(1, keepdims=True)
        return xb.astype(np.float32), self.y[i:i + self.bs]

    def __iter__(self):
        for i in range(0, len(self.x), self.bs):
            if i in self.cache:
                yield self.cache[i]
            else:
                batch = self._preprocess(i)
                self.cache[i] = [np.array(a) for a in batch]
                yield batch
