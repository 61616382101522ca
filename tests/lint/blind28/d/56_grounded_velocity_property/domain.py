import numpy as np


class FlowlineDomain:
    def __init__(self, n=120, seed=0):
        rng = np.random.default_rng(seed)
        self.x = np.linspace(0, 240e3, n).astype(np.float32)
        self.bed = (-200.0 - 0.004 * self.x + 150 * np.sin(self.x / 2e4)).astype(np.float32)
        self.thickness = np.maximum(1800.0 - 0.006 * self.x, 200.0).astype(np.float32)
        self.u_obs = (50.0 + 0.004 * self.x + rng.normal(0, 10, n)).astype(np.float32)

    @property
    def grounded(self):
        return self.thickness * 917.0 / 1028.0 > -self.bed

    @property
    def grounded_obs(self):
        g = self.grounded
        return self.thickness[g], self.bed[g], self.u_obs[g]
