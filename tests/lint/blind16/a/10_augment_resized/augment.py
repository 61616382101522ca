import numpy as np


class RandomResizedCrop:
    def __init__(self, scale=(0.5, 1.0), out_size=24, seed=0):
        self.scale = scale
        self.out_size = out_size
        self.rng = np.random.default_rng(seed)

    def __call__(self, batch):
        n, h, w, c = batch.shape
        s = self.rng.uniform(*self.scale)
        ch, cw = int(h * s), int(w * s)
        top = self.rng.integers(0, h - ch + 1)
        left = self.rng.integers(0, w - cw + 1)
        rows = top + (np.arange(self.out_size) * ch) // self.out_size
        cols = left + (np.arange(self.out_size) * cw) // self.out_size
        return batch[:, rows][:, :, cols]


class RandomFlip:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def __call__(self, batch):
        if self.rng.uniform() < 0.5:
            return batch[:, :, ::-1, :]
        return batch


class Compose:
    def __init__(self, *ops):
        self.ops = ops

    def __call__(self, batch):
        for op in self.ops:
            batch = op(batch)
        return batch
