import numpy as np


def split_segments(signal, n_segments):
    return np.array_split(signal, n_segments)
