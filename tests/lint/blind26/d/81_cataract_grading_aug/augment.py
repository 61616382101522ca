import numpy as np


class RandomScaleCrop:
    def __init__(self, scales=(0.75, 0.875, 1.0), seed=0):
        self.scales = scales
        self.rng = np.random.default_rng(seed)

    def __call__(self, batch):
        n, h, w, c = batch.shape
        s = self.scales[self.rng.integers(len(self.scales))]
        ch, cw = int(h * s), int(w * s)
        y = self.rng.integers(0, h - ch + 1)
        x = self.rng.integers(0, w - cw + 1)
        return batch[:, y:y + ch, x:x + cw]
