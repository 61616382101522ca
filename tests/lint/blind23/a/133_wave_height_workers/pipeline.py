import numpy as np


def split_for_workers(hourly, n_workers):
    return np.array_split(hourly, n_workers, axis=0)
