import numpy as np


class MultiCropAugment:
    def __init__(self, n_global=2, n_local=4, global_size=16, local_size=8, seed=0):
        self.n_global = n_global
        self.n_local = n_local
        self.global_size = global_size
        self.local_size = local_size
        self.rng = np.random.default_rng(seed)

    def _crop(self, images, size):
        h, w = images.shape[1:3]
        y = self.rng.integers(0, h - size + 1)
        x = self.rng.integers(0, w - size + 1)
        return images[:, y:y + size, x:x + size]

    def __call__(self, images):
        globals_ = np.concatenate([self._crop(images, self.global_size) for _ in range(self.n_global)])
        locals_ = np.concatenate([self._crop(images, self.local_size) for _ in range(self.n_local)])
        return globals_, locals_
