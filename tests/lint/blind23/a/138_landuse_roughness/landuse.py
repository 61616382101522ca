import numpy as np

ROUGHNESS = np.array([0.0002, 0.03, 0.1, 0.25, 0.5, 1.0, 2.0, 0.05], np.float32)  # by class


def corine_like(shape, rng):
    return rng.integers(0, 8, shape).astype(np.uint8)


def modis_like(shape, rng):
    return rng.integers(0, 8, shape)
