import numpy as np


class ThumbnailSet:
    def __init__(self, n=96, seed=0):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n):
            corrupt = rng.uniform() < 0.12
            pixels = None if corrupt else rng.uniform(0, 1, (16, 16, 3)).astype(np.float32)
            self.items.append((pixels, int(rng.integers(0, 2))))

    def readable(self):
        return [(p, y) for p, y in self.items if p is not None]

    def epoch(self, batch_size=16, seed=0):
        good = self.readable()
        order = np.random.default_rng(seed).permutation(len(good))
        for start in range(0, len(order) - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield np.stack([good[i][0] for i in idx]), np.array([good[i][1] for i in idx], np.int32)
