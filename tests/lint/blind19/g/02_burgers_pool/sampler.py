import numpy as np


class CollocationPool:
    """Bounded-capacity set of interior points on [-1, 1] x [0, 1] with an active mask."""

    def __init__(self, capacity, n_init, seed=0):
        self.rng = np.random.default_rng(seed)
        self.points = self._draw(capacity)
        self.mask = np.zeros(capacity, dtype=np.float32)
        self.mask[:n_init] = 1.0
        self.n_active = n_init

    def _draw(self, n):
        x = self.rng.uniform(-1.0, 1.0, size=(n, 1))
        t = self.rng.uniform(0.0, 1.0, size=(n, 1))
        return np.concatenate([x, t], axis=1).astype(np.float32)

    def refine(self, residuals, n_add):
        scores = np.where(self.mask > 0, np.abs(residuals), -np.inf)
        worst = np.argsort(-scores)[:n_add]
        jitter = self.rng.normal(scale=0.02, size=(n_add, 2)).astype(np.float32)
        new_pts = np.clip(self.points[worst] + jitter, [-1.0, 0.0], [1.0, 1.0])
        n_new = min(n_add, len(self.mask) - self.n_active)
        slots = slice(self.n_active, self.n_active + n_new)
        self.points[slots] = new_pts[:n_new]
        self.mask[slots] = 1.0
        self.n_active += n_new
        return self.points, self.mask
