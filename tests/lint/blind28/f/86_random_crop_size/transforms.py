import numpy as np


class RandomSpatialCrop:
    def __init__(self, min_frac=0.7, seed=0):
        self.rng = np.random.default_rng(seed)
        self.min_frac = min_frac

    def __call__(self, clip):
        t, h, w, c = clip.shape
        frac = self.rng.uniform(self.min_frac, 1.0)
        ch, cw = int(h * frac), int(w * frac)
        y0 = self.rng.integers(0, h - ch + 1)
        x0 = self.rng.integers(0, w - cw + 1)
        return clip[:, y0 : y0 + ch, x0 : x0 + cw]
