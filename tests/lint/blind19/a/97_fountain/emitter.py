import numpy as np

CAPACITY = 128


class FountainEmitter:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pos = np.zeros((CAPACITY, 3), np.float32)
        self.vel = np.zeros((CAPACITY, 3), np.float32)
        self.alive = np.zeros(CAPACITY, bool)
        self.spawned = []

    def emit(self, n):
        free = np.flatnonzero(~self.alive)[:n]
        self.vel[free] = self.rng.normal([0.0, 4.0, 0.0], 0.3, size=(len(free), 3))
        self.pos[free] = 0.0
        self.alive[free] = True
        self.spawned.extend(free.tolist())

    def active_count(self, exact=False):
        if exact:
            return np.sum(self.alive)
        return len(self.spawned)
