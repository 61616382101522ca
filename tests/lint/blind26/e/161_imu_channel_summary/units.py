import numpy as np


def read_unit(unit_id, rng):
    acc = rng.normal(0, 1, (400, 3))
    gyr = rng.normal(0, 0.5, (400, 3))
    mag = rng.normal(0, 0.3, (400, 3)) if unit_id % 2 == 0 else np.zeros((400, 3))
    return np.concatenate([acc, gyr, mag], axis=1).astype(np.float32), unit_id % 2 == 0
