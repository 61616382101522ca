import numpy as np

N_WORKERS = 4


def split_for_workers(readings):
    return list(readings.reshape(N_WORKERS, -1))
