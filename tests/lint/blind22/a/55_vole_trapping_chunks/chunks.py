import numpy as np


def split_sessions(captures, n_workers):
    return np.array_split(captures, n_workers)
