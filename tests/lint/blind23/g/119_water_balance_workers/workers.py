import numpy as np


def partition_basins(ids, n_workers):
    return np.array_split(ids, n_workers)
