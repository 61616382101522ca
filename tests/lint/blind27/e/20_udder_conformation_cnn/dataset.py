import numpy as np


class UdderScoreDataset:
    def __init__(self, n=96, seed=3):
        rng = np.random.default_rng(seed)
        self.images = rng.integers(0, 256, size=(n, 16, 16, 3), dtype=np.uint8)
        self.scores = rng.integers(1, 10, size=n).astype(np.float32)
        self.rng = rng

    def __len__(self):
        return len(self.images)

    def get_batch(self, idx, augment):
        x = self.images[idx].astype(np.float32) / 255.0
        if augment:
            x = x + self.rng.normal(scale=0.02, size=x.shape)
            x = np.clip(x, 0.0, 1.0).astype(np.float32)
        return x, self.scores[idx]
