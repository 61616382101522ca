import numpy as np

HALF_SECONDS = 45 * 60


class MatchHalf:
    def __init__(self, added_minutes, seed):
        self.added_minutes = added_minutes
        self.rng = np.random.default_rng(seed)

    @property
    def speed_trace(self):
        n = (45 + self.added_minutes) * 60
        full = np.abs(self.rng.normal(2.0, 1.6, size=n)).astype(np.float32)
        return full[:HALF_SECONDS]
