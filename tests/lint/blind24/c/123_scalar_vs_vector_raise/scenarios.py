import numpy as np


def uniform_raise(pct):
    return np.float32(pct)


def performance_raise(ratings):
    return np.select([ratings >= 4, ratings >= 3], [0.05, 0.03], 0.01).astype(np.float32)
