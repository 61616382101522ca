import numpy as np


class DiskSampler:
    """Collocation points for a Poisson problem on the unit disk."""

    def __init__(self, n_candidates=256, seed=0):
        self.n_candidates = n_candidates
        self.rng = np.random.default_rng(seed)

    def interior(self):
        pts = self.rng.uniform(-1.0, 1.0, size=(self.n_candidates, 2)).astype(np.float32)
        weight = (np.sum(pts ** 2, axis=1) < 1.0).astype(np.float32)
        return pts, weight

    def boundary(self, n=64):
        theta = self.rng.uniform(0.0, 2 * np.pi, size=(n,)).astype(np.float32)
        return np.stack([np.cos(theta), np.sin(theta)], axis=1)
