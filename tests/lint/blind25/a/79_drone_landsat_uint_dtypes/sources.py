import numpy as np


def drone_rgbn(rng, size=64):
    return rng.integers(0, 256, size=(size, size, 4), dtype=np.uint8), 255.0


def landsat_sr(rng, size=64):
    return rng.integers(7000, 30000, size=(size, size, 4), dtype=np.uint16), 65535.0


def field_imagery(n=6, seed=2):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield ("drone", *drone_rgbn(rng)) if i % 3 else ("landsat", *landsat_sr(rng))
