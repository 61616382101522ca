import numpy as np


def make_images(n=64, size=12, num_classes=4, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.integers(0, 256, size=(n, size, size, 3), dtype=np.uint8)
    labels = rng.integers(0, num_classes, size=n)
    return images, np.eye(num_classes, dtype=np.float32)[labels]


class MixupLoader:
    def __init__(self, images, targets, batch_size, mixup_prob=0.5, alpha=0.4, seed=0):
        self.images, self.targets = images, targets
        self.batch_size = batch_size
        self.mixup_prob = mixup_prob
        self.alpha = alpha
        self.rng = np.random.default_rng(seed)

    def _mixup(self, x, y):
        lam = self.rng.beta(self.alpha, self.alpha)
        perm = self.rng.permutation(len(x))
        return lam * x + (1 - lam) * x[perm], (lam * y + (1 - lam) * y[perm]).astype(np.float32)

    def __iter__(self):
        for start in range(0, len(self.images), self.batch_size):
            x = self.images[start:start + self.batch_size]
            y = self.targets[start:start + self.batch_size]
            x = x.astype(np.float32)
            if self.rng.uniform() < self.mixup_prob:
                x, y = self._mixup(x, y)
            yield x.astype(np.float32), y
