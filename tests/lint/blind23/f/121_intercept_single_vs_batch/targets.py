import numpy as np


class TrackFile:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.pos = rng.uniform(-20e3, 20e3, (6, 3)).astype(np.float32)
        self.pos[:, 2] = np.abs(self.pos[:, 2]) / 4
        self.vel = rng.normal(0, 150, (6, 3)).astype(np.float32)

    def priority(self):
        return self.pos[0], self.vel[0]

    def group(self, i, j):
        return self.pos[i:j], self.vel[i:j]
