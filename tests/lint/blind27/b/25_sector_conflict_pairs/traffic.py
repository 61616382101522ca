import numpy as np

MAX_AIRCRAFT = 24


class SectorFeed:
    """Replays radar snapshots of the aircraft currently in a sector."""

    def __init__(self, n_snapshots, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = n_snapshots

    def __iter__(self):
        count = 12
        for _ in range(self.n):
            count = int(np.clip(count + self.rng.integers(-2, 3), 6, 18))
            pos = np.zeros((MAX_AIRCRAFT, 2), np.float32)
            alt = np.zeros(MAX_AIRCRAFT, np.float32)
            valid = np.zeros(MAX_AIRCRAFT, bool)
            pos[:count] = self.rng.uniform(0, 100, (count, 2))  # NM
            alt[:count] = self.rng.choice(np.arange(300, 400, 10), count)  # FL
            valid[:count] = True
            yield pos, alt, valid
