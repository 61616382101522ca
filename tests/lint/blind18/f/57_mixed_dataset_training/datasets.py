import numpy as np

N_POINTS = 256


class UrbanScans:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def sample(self):
        pts = self.rng.normal(size=(N_POINTS, 4)).astype(np.float32)
        labels = (pts[:, 2] > 0).astype(np.int32)
        valid = np.linalg.norm(pts[:, :3], axis=1) < 2.5
        return pts, labels, valid


class HighwayScans:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def sample(self):
        pts = self.rng.normal(size=(N_POINTS, 4)).astype(np.float32)
        labels = (pts[:, 2] > 0).astype(np.int32)
        valid = (np.abs(pts[:, 1]) < 2.0).astype(np.uint8)
        return pts, labels, valid


def round_robin(sources, steps):
    for i in range(steps):
        yield sources[i % len(sources)].sample()
