import numpy as np


def north_up(img, rotator_angle):
    k = int(round(rotator_angle / 90.0)) % 4
    return np.ascontiguousarray(np.rot90(img, k))
