import numpy as np


class RegisterCorpus:
    """Speech register (read, spontaneous, child-directed, formal) from prosodic features."""

    def __init__(self, n=450, seed=75):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 4, n).astype(np.int32)
        self.x = (rng.normal(size=(4, 15))[self.y] + rng.normal(size=(n, 15))).astype(np.float32)

    def epoch(self, bs):
        for i in range(0, len(self.y), bs):
            yield self.x[i:i + bs], self.y[i:i + bs]
