import numpy as np


class CropAugment:
    """Random-duration crops of gyroscope windows to make the classifier robust to segmentation."""

    def __init__(self, min_len=80, max_len=128, seed=0):
        self.rng = np.random.default_rng(seed)
        self.min_len, self.max_len = min_len, max_len

    def __call__(self, batch):
        length = int(self.rng.integers(self.min_len // 16, self.max_len // 16 + 1)) * 16
        start = int(self.rng.integers(0, batch.shape[1] - length + 1))
        return batch[:, start:start + length]
