import numpy as np


class MarineSector:
    def __init__(self, n=120, seed=1):
        rng = np.random.default_rng(seed)
        self.x = np.linspace(0, 240e3, n).astype(np.float32)
        self.bed = (-300.0 - 0.003 * self.x + 120 * np.cos(self.x / 3e4)).astype(np.float32)
        self.thickness = np.maximum(1900.0 - 0.0065 * self.x, 150.0).astype(np.float32)
        self.u_obs = (80.0 + 0.003 * self.x + rng.normal(0, 8, n)).astype(np.float32)

    @property
    def grounded_weight(self):
        return (self.thickness * 917.0 / 1028.0 > -self.bed).astype(np.float32)
