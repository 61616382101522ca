import numpy as np


class LobbySim:
    def __init__(self, n_floors=15, seed=0):
        self.n_floors = n_floors
        self.rng = np.random.default_rng(seed)
        self.pending = []

    def tick(self):
        arrivals = self.rng.poisson(1.2)
        for _ in range(arrivals):
            self.pending.append(int(self.rng.integers(1, self.n_floors)))
        served = self.pending[:1]
        self.pending = self.pending[1:]
        return served

    def hall_calls(self):
        return np.array(self.pending + [0], dtype=np.float32)
