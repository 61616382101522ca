import numpy as np


class RecentMatchWindow:
    def __init__(self, capacity=200, n_feats=8, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((capacity, n_feats), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.w = np.zeros(capacity, np.float32)
        self.pos = 0

    def ingest_day(self, n=50):
        for _ in range(n):
            x = self.rng.normal(size=self.x.shape[1]).astype(np.float32)
            i = self.pos % len(self.y)
            self.x[i], self.y[i], self.w[i] = x, float(x[0] + 0.5 * x[1] > 0), 1.0
            self.pos += 1

    def arrays(self):
        return self.x, self.y, self.w
