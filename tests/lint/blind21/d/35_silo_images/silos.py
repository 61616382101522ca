import numpy as np


class RawSilo:
    """Silo that exports raw 8-bit pixel data."""

    def __init__(self, seed, n=32):
        rng = np.random.RandomState(seed)
        self.images = rng.randint(0, 256, size=(n, 8, 8)).astype(np.uint8)
        self.labels = rng.randint(0, 4, size=(n,)).astype(np.int32)

    def batch(self):
        return self.images, self.labels


class PreprocessedSilo:
    """Silo whose pipeline already scales pixels to [0, 1]."""

    def __init__(self, seed, n=32):
        rng = np.random.RandomState(seed)
        self.images = rng.rand(n, 8, 8).astype(np.float32)
        self.labels = rng.randint(0, 4, size=(n,)).astype(np.int32)

    def batch(self):
        return self.images, self.labels


def build_silos():
    return [RawSilo(0), PreprocessedSilo(1), RawSilo(2), PreprocessedSilo(3)]
