import numpy as np

MAX_CALLS = 32


class LobbySim:
    def __init__(self, n_floors=15, seed=0):
        self.n_floors = n_floors
        self.rng = np.random.default_rng(seed)
        self.pending = []

    def tick(self):
        for _ in range(self.rng.poisson(1.2)):
            self.pending.append(int(self.rng.integers(1, self.n_floors)))
        self.pending = self.pending[1:]

    def hall_calls(self):
        floors = np.zeros(MAX_CALLS, np.float32)
        valid = np.zeros(MAX_CALLS, bool)
        calls = self.pending[:MAX_CALLS]
        floors[:len(calls)] = calls
        valid[:len(calls)] = True
        return floors, valid
