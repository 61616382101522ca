import numpy as np


def from_provider_a(rng):
    return rng.poisson([30, 8, 3, 12], size=(14, 4)).astype(np.int64)


def from_provider_b(rng):
    return rng.poisson([30, 8, 3, 12], size=(14, 4)).astype(np.int32)
