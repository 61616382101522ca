import numpy as np


class RandomCropFlip:
    def __init__(self, size=32, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def __call__(self, image, mask):
        s = self.size
        y0 = int(self.rng.integers(0, image.shape[0] - s + 1))
        x0 = int(self.rng.integers(0, image.shape[1] - s + 1))
        img, m = image[y0:y0 + s, x0:x0 + s], mask[y0:y0 + s, x0:x0 + s]
        if self.rng.random() < 0.5:
            img, m = img[:, ::-1], m[:, ::-1]
        if self.rng.random() < 0.5:
            img, m = np.rot90(img), np.rot90(m)
        return np.ascontiguousarray(img), np.ascontiguousarray(m)
