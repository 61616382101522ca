import numpy as np


class RandomResizedCrop:
    def __init__(self, scale=(0.5, 1.0), seed=0):
        self.scale = scale
        self.rng = np.random.default_rng(seed)

    def __call__(self, batch):
        n, h, w, c = batch.shape
        s = self.rng.uniform(*self.scale)
        ch, cw = int(h * s), int(w * s)
        top = self.rng.integers(0, h - ch + 1)
        left = self.rng.integers(0, w - cw + 1)
        return batch[:, top:top + ch, left:left + cw, :]


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
