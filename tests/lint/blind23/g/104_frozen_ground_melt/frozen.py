import numpy as np


def frozen_from_temperature(soil_temp):
    return soil_temp < 0.0


def frozen_from_permafrost_map(shape, seed):
    rng = np.random.default_rng(seed)
    return (rng.random(shape) < 0.3).astype(np.int8)
