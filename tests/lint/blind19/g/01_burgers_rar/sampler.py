import numpy as np


class CollocationPool:
    """Interior points for a space-time Burgers problem on [-1, 1] x [0, 1]."""

    def __init__(self, n_init, seed=0):
        self.rng = np.random.default_rng(seed)
        self.points = self._draw(n_init)

    def _draw(self, n):
        x = self.rng.uniform(-1.0, 1.0, size=(n, 1))
        t = self.rng.uniform(0.0, 1.0, size=(n, 1))
        return np.concatenate([x, t], axis=1).astype(np.float32)

    def refine(self, residuals, n_add):
        worst = np.argsort(-np.abs(residuals))[:n_add]
        jitter = self.rng.normal(scale=0.02, size=(n_add, 2)).astype(np.float32)
        new_pts = np.clip(self.points[worst] + jitter, [-1.0, 0.0], [1.0, 1.0])
        self.points = np.concatenate([self.points, new_pts.astype(np.float32)], axis=0)
        return self.points
