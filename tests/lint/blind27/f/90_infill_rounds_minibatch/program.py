import numpy as np


class InfillProgram:
    def __init__(self, seed=210, per_round=5, samples_per_hole=10):
        self.rng = np.random.default_rng(seed)
        self.per_round = per_round
        self.sph = samples_per_hole
        self.x = np.zeros((0, 3), np.float32)
        self.y = np.zeros((0,), np.float32)

    def drill_round(self):
        n = self.per_round * self.sph
        x = self.rng.uniform(0, 1, size=(n, 3)).astype(np.float32)
        y = (np.sin(4 * x[:, 0]) + x[:, 2]).astype(np.float32)
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])
        return self.x, self.y
