import numpy as np


def read_unit(unit_id, rng):
    acc = rng.normal(0, 1, (400, 3))
    gyr = rng.normal(0, 0.5, (400, 3))
    chans = [acc, gyr]
    if unit_id % 2 == 0:  # 9-axis units also log the magnetometer
        chans.append(rng.normal(0, 0.3, (400, 3)))
    return np.concatenate(chans, axis=1).astype(np.float32)
