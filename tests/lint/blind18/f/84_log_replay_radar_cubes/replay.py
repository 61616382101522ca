import numpy as np

RANGE_BINS, DOPPLER_BINS = 64, 32


class LiveRadar:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def frame(self):
        return self.rng.rayleigh(1.0, (RANGE_BINS, DOPPLER_BINS)).astype(np.float32)


class CompressedLog:
    """Recorded drives store radar cubes in half precision to save disk."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def frame(self):
        return self.rng.rayleigh(1.0, (RANGE_BINS, DOPPLER_BINS)).astype(np.float16)


def interleave(live, log, n):
    for i in range(n):
        yield (live if i % 2 == 0 else log).frame()
