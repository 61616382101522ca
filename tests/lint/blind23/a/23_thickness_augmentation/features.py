import numpy as np

UPPER_VARS = ["z", "t", "q"]


def read_levels(rng, nlev=4, shape=(16, 16)):
    return [rng.normal(size=shape).astype(np.float32) for _ in range(nlev)]


def sample(rng):
    return {v: read_levels(rng) for v in UPPER_VARS}


def augment_flip(sample):
    return {v: tuple(np.flip(f, axis=1) for f in levs) for v, levs in sample.items()}
