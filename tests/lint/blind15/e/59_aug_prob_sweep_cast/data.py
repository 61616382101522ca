import numpy as np


class ImageLoader:
    def __init__(self, n=96, size=8, batch=32, aug_prob=0.5, seed=0):
        self.rng = np.random.default_rng(seed)
        self.images = self.rng.integers(0, 256, size=(n, size, size), dtype=np.uint8)
        self.labels = (self.images.mean(axis=(1, 2)) > 127).astype(np.int32)
        self.batch = batch
        self.aug_prob = aug_prob

    def _augment(self, x):
        if self.rng.random() < self.aug_prob:
            factor = self.rng.uniform(0.8, 1.2)
            x = np.clip(x * factor, 0, 255)
        return x.astype(np.uint8)

    def __iter__(self):
        perm = self.rng.permutation(len(self.images))
        for i in range(0, len(perm), self.batch):
            idx = perm[i:i + self.batch]
            yield self._augment(self.images[idx]), self.labels[idx]
