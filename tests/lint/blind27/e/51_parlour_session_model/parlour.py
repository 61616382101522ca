import numpy as np


class MilkingSession:
    """Cows that passed through the parlour in one session; absentees are left out."""

    def __init__(self, herd_size=60, seed=51):
        self.rng = np.random.default_rng(seed)
        self.herd_size = herd_size
        self.features = self.rng.normal(size=(herd_size, 4)).astype(np.float32)

    def session(self):
        present = self.rng.uniform(size=self.herd_size) > 0.1
        x = self.features[present]
        y = (x @ np.array([3.0, 1.0, -1.0, 0.5], np.float32) + 25 + self.rng.normal(0, 1, len(x))).astype(np.float32)
        return x, y
