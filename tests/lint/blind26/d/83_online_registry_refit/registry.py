import numpy as np


class PatientRegistry:
    """New visual-field/OCT pairs arrive from clinic every week."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((0, 5), np.float32)
        self.y = np.zeros((0,), np.float32)

    def weekly_intake(self, n=6):
        x = self.rng.normal(size=(n, 5)).astype(np.float32)
        y = (x @ np.array([1.0, -0.5, 0.2, 0.0, 0.3], np.float32) + self.rng.normal(0, 0.1, n)).astype(np.float32)
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])
        return self.x, self.y
