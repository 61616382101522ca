import numpy as np


class ECGAugmenter:
    def __init__(self, fs, min_s=8.0, max_s=10.0, seed=0):
        self.fs = fs
        self.min_len = int(min_s * fs)
        self.max_len = int(max_s * fs)
        self.rng = np.random.default_rng(seed)

    def random_crop(self, x):
        length = int(self.rng.integers(self.min_len // self.fs, self.max_len // self.fs + 1)) * self.fs
        start = int(self.rng.integers(0, x.shape[-1] - length + 1))
        return x[..., start:start + length]

    def __call__(self, batch):
        x = self.random_crop(batch)
        x = x * self.rng.uniform(0.8, 1.2)
        return x.astype(np.float32)
