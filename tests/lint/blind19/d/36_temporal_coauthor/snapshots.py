import numpy as np

N_AUTHORS = 64
EDGES_PER_YEAR = 200


class Snapshot:
    def __init__(self, year, senders, receivers, x, y):
        self.year = year
        self.senders, self.receivers = senders, receivers
        self.x, self.y = x, y


def load_snapshot(year):
    rng = np.random.default_rng(year)
    s = rng.integers(0, N_AUTHORS, EDGES_PER_YEAR).astype(np.int32)
    r = rng.integers(0, N_AUTHORS, EDGES_PER_YEAR).astype(np.int32)
    x = rng.normal(size=(N_AUTHORS, 8)).astype(np.float32)
    y = np.bincount(r, minlength=N_AUTHORS).astype(np.float32)
    return Snapshot(year, s, r, x, y)
