import numpy as np


class ForumPostLoader:
    """Discussion forum posts -> whether an instructor reply was needed."""

    def __init__(self, n=230, d=12, batch_size=64, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        self.y = (self.x[:, 0] + self.x[:, 3] > 0.8).astype(np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.x), self.batch_size):
            xb, yb = self.x[i:i + self.batch_size], self.y[i:i + self.batch_size]
            yield xb, yb, len(xb)
