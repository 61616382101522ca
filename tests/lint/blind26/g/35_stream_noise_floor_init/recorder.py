import numpy as np


class AudioMothStream:
    """Simulated 1 s blocks of band energy from a field recorder."""

    def __init__(self, n_blocks=30, n_bins=64, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_blocks, self.n_bins = n_blocks, n_bins

    def __iter__(self):
        for _ in range(self.n_blocks):
            yield (20 + 4 * self.rng.standard_normal(self.n_bins)).astype(np.float32)
