import numpy as np


class Emitter:
    """Emits a burst of particles from a nozzle each frame."""

    def __init__(self, rate, seed=0):
        self.rate = rate
        self.rng = np.random.default_rng(seed)

    def emit(self):
        pos = self.rng.normal(scale=0.05, size=(self.rate, 2)).astype(np.float32) + np.array([0.0, 1.0], np.float32)
        vel = np.tile(np.array([[1.0, 0.0]], np.float32), (self.rate, 1))
        return pos, vel
