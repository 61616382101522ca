import numpy as np


class MacroImageStream:
    """Endless shuffled stream of down-sampled macro inspection images (hot spots, comets, striations)."""

    def __init__(self, n=150, size=20, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(0, 1, (n, size * size)).astype(np.float32)
        self.y = rng.integers(0, 3, n).astype(np.int32)
        self.x[self.y == 1, :40] += 1.5
        self.x[self.y == 2, -40:] -= 1.5
        self.rng = rng

    def batches(self, bs):
        while True:
            idx = self.rng.permutation(len(self.x))
            for i in range(0, len(idx), bs):
                sel = idx[i:i + bs]
                yield self.x[sel], self.y[sel]
