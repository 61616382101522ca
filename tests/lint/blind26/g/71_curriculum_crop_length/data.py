import numpy as np


class CropSampler:
    """Random crops of bird-song spectrograms; crops lengthen as training goes on."""

    def __init__(self, specs, labels, batch_size=32, seed=0):
        self.specs, self.labels = specs, labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self.crop = 32

    def set_epoch(self, epoch):
        self.crop = min(32 + 16 * epoch, 96)

    def __iter__(self):
        n, T = len(self.specs), self.specs.shape[-1]
        for _ in range(n // self.batch_size):
            idx = self.rng.integers(0, n, self.batch_size)
            start = self.rng.integers(0, T - self.crop + 1)
            yield self.specs[idx, :, start:start + self.crop], self.labels[idx]
