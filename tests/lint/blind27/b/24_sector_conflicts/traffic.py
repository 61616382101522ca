import numpy as np


class SectorFeed:
    """Replays radar snapshots of the aircraft currently in a sector."""

    def __init__(self, n_snapshots, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = n_snapshots

    def __iter__(self):
        count = 12
        for _ in range(self.n):
            count = int(np.clip(count + self.rng.integers(-2, 3), 6, 18))
            pos = self.rng.uniform(0, 100, (count, 2)).astype(np.float32)  # NM
            alt = self.rng.choice(np.arange(300, 400, 10), count).astype(np.float32)  # FL
            yield pos, alt
