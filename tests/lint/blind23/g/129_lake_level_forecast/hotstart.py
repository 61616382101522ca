import numpy as np


def last_observed_level(levels, quality):
    good = np.nonzero(quality)[0]
    if good[-1] == len(levels) - 1:
        return levels[-1:]
    return levels[good[-1]]
