import numpy as np


class RidershipStore:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.rows = []

    def ingest_day(self, day, n_lines=10):
        temp = self.rng.normal(15, 6)
        weekend = float(day % 7 >= 5)
        for line in range(n_lines):
            y = 500 + 30 * line - 120 * weekend + 4 * temp + self.rng.normal(0, 20)
            self.rows.append((line / 10, weekend, temp / 30, y / 1000))

    def training_set(self):
        a = np.asarray(self.rows, np.float32)
        return a[:, :3], a[:, 3]
