import numpy as np


class ImportanceSampler:
    """Draws collocation points from a mixture concentrated near x=0 and returns
    the matching density-ratio weights."""

    def __init__(self, n, seed=0):
        self.n = n
        self.rng = np.random.default_rng(seed)

    def draw(self):
        near = self.rng.normal(0.0, 0.1, self.n // 2)
        wide = self.rng.uniform(-1.0, 1.0, self.n - self.n // 2)
        x = np.clip(np.concatenate([near, wide]), -1.0, 1.0)
        q = 0.5 * np.exp(-0.5 * (x / 0.1) ** 2) / (0.1 * np.sqrt(2 * np.pi)) + 0.25
        w = 0.5 / q
        return x.astype(np.float32), (w / w.mean()).astype(np.float32)
