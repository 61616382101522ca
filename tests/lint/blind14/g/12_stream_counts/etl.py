import numpy as np


def read_window(i):
    if i % 3 == 0:
        return np.arange(8, dtype=np.int32) + i
    return np.linspace(0, 1, 8).astype(np.float32) * i
