import numpy as np


def chunked(points, n_chunks):
    return np.array_split(points, n_chunks)
