import numpy as np


class MatchHalf:
    def __init__(self, added_minutes, seed):
        self.added_minutes = added_minutes
        self.rng = np.random.default_rng(seed)

    @property
    def speed_trace(self):
        """1 Hz player speed for the half including stoppage time."""
        n = (45 + self.added_minutes) * 60
        return np.abs(self.rng.normal(2.0, 1.6, size=n)).astype(np.float32)
