import numpy as np


class SimulatedSeedLink:
    """Yields packets as they arrive; record lengths depend on compression."""

    def __init__(self, seed=34):
        self.rng = np.random.default_rng(seed)

    def packets(self, n):
        for _ in range(n):
            npts = int(self.rng.choice([412, 448, 512]))
            yield self.rng.normal(size=npts).astype(np.float32)
