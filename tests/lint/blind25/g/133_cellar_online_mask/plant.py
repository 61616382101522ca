import numpy as np


class TankFarm:
    def __init__(self, n_tanks=8, seed=0):
        self.rng = np.random.default_rng(seed)
        self.names = [f"CT{i + 1}" for i in range(n_tanks)]
        self.gravity = np.array([1.048 - 0.001 * i for i in range(n_tanks)], np.float32)
        self.online = np.ones(n_tanks, np.float32)

    def advance_day(self, day):
        self.online[:] = 1.0
        if day % 3 == 0:
            self.online[(day % 4) * 2] = 0.0   # tank in CIP
        self.gravity = np.maximum(1.008, self.gravity - self.rng.uniform(0.002, 0.006, self.gravity.shape)).astype(np.float32)

    @property
    def readings(self):
        return self.gravity, self.online
