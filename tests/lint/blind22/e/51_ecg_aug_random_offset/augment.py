import numpy as np


class ECGAugmenter:
    def __init__(self, fs, crop_s=8.0, seed=0):
        self.fs = fs
        self.crop_len = int(crop_s * fs)
        self.rng = np.random.default_rng(seed)

    def random_crop(self, x):
        start = int(self.rng.integers(0, x.shape[-1] - self.crop_len + 1))
        return x[..., start:start + self.crop_len]

    def __call__(self, batch):
        x = self.random_crop(batch)
        x = x * self.rng.uniform(0.8, 1.2)
        return x.astype(np.float32)
