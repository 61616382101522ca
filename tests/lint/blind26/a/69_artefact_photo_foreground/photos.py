import numpy as np


class PhotoFolder:
    def __init__(self, n=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = n

    def __iter__(self):
        for i in range(self.n):
            shape = (48, 32) if i % 3 == 1 else (32, 48)
            img = self.rng.uniform(size=shape).astype(np.float32)
            if img.shape[0] > img.shape[1]:
                img = np.rot90(img).copy()
            yield f"IMG_{5200 + i}", img
