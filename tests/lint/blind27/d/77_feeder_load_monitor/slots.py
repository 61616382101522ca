import numpy as np

MAX_TRAINS = 16


class SlotTable:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.table = np.zeros((MAX_TRAINS, 3), np.float32)

    def poll(self):
        free = np.flatnonzero(self.table[:, 2] == 0)
        if self.rng.uniform() < 0.6 and free.size:
            self.table[free[0]] = (0.0, self.rng.uniform(2, 6), 1.0)
        active = self.table[:, 2] == 1
        self.table[active, 0] += self.rng.uniform(1, 3, active.sum())
        self.table[self.table[:, 0] >= 12.0] = 0.0
        return self.table.copy()
