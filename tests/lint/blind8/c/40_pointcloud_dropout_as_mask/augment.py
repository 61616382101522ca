import numpy as np


class RandomPointDropout:
    """Marks dropped points in a validity mask instead of removing them."""

    def __init__(self, max_ratio=0.4, seed=0):
        self.max_ratio = max_ratio
        self.rng = np.random.default_rng(seed)

    def __call__(self, sample):
        points, valid = sample
        ratio = self.rng.uniform(0, self.max_ratio)
        keep = self.rng.uniform(size=len(points)) >= ratio
        return points, valid & keep


class RandomRotateZ:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def __call__(self, sample):
        points, valid = sample
        t = self.rng.uniform(0, 2 * np.pi)
        rot = np.array([[np.cos(t), -np.sin(t), 0], [np.sin(t), np.cos(t), 0], [0, 0, 1]], np.float32)
        return points @ rot.T, valid


class Compose:
    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x
