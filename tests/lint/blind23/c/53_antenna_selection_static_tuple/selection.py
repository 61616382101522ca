import numpy as np


def strongest_antennas(h, k=4):
    power = np.sum(np.abs(h) ** 2, axis=1)
    return tuple(sorted(int(i) for i in np.argsort(power)[-k:]))
