import numpy as np


class CachedSpectra:
    def __init__(self, x, y, batch_size=25):
        self.x, self.y, self.bs = x, y, batch_size
        self.cache = {}

    def __iter__(self):
        for i in range(0, len(self.x), self.bs):
            if i in self.cache:
                yield self.cache[i]
                continue
            xb = self.x[i:i + self.bs]
            xb = ((xb - xb.mean(1, keepdims=True)) / xb.std(1, keepdims=True)).astype(np.float32)
            batch = (xb, self.y[i:i + self.bs])
            self.cache[i] = [np.array(a) for a in batch]
            yield batch
