import numpy as np

N_WORKERS = 5


def split_for_workers(readings):
    return np.array_split(readings, N_WORKERS)
