import numpy as np


class CropAugment:
    """Random-offset crops (jitter the segmentation) of constant duration."""

    def __init__(self, length=96, seed=0):
        self.rng = np.random.default_rng(seed)
        self.length = length

    def __call__(self, batch):
        start = int(self.rng.integers(0, batch.shape[1] - self.length + 1))
        return batch[:, start:start + self.length]
