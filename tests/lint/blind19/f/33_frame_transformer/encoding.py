import numpy as np


def sinusoidal(position, dim):
    i = np.arange(dim // 2)
    angles = position / (10000 ** (2 * i / dim))
    return np.concatenate([np.sin(angles), np.cos(angles)]).astype(np.float32)
