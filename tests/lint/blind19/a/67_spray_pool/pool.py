import numpy as np


class SprayPool:
    """Fixed-capacity storage for droplets of a spray nozzle."""

    def __init__(self, capacity, seed=0):
        self.pos = np.zeros((capacity, 3), np.float32)
        self.vel = np.zeros((capacity, 3), np.float32)
        self.count = 0
        self.rng = np.random.default_rng(seed)

    def emit(self, n):
        sl = slice(self.count, self.count + n)
        self.pos[sl] = self.rng.normal(scale=0.01, size=(n, 3))
        self.vel[sl] = self.rng.normal(loc=(0.0, 3.0, 0.0), scale=0.3, size=(n, 3))
        self.count += n

    def store(self, pos, vel):
        self.pos[:] = np.asarray(pos)
        self.vel[:] = np.asarray(vel)
