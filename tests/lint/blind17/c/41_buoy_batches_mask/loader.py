import numpy as np


class BuoyLoader:
    def __init__(self, n_batches=6, batch=32, n_feat=5, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_batches = n_batches
        self.batch = batch
        self.n_feat = n_feat

    def __iter__(self):
        for _ in range(self.n_batches):
            x = self.rng.standard_normal((self.batch, self.n_feat)).astype(np.float32)
            wave_height = np.abs(x[:, 0] + 0.5 * x[:, 1]).astype(np.float32)
            dropout = self.rng.random(self.batch) < 0.02
            yield {"x": x, "y": wave_height, "valid": (~dropout).astype(np.float32)}
