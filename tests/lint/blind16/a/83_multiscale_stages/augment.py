import numpy as np


class CenterCrop:
    def __init__(self, size):
        self.size = size

    def __call__(self, batch):
        n, h, w, c = batch.shape
        top, left = (h - self.size) // 2, (w - self.size) // 2
        return batch[:, top:top + self.size, left:left + self.size, :]


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
