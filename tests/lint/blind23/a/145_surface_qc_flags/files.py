import numpy as np

VARS_BY_FILE = [["t2m", "d2m", "sp"], ["sp", "t2m", "d2m"], ["d2m", "sp", "t2m"]]


def open_file(i, rng):
    names = VARS_BY_FILE[i % 3]
    return {n: rng.normal(size=(20, 20)).astype(np.float32) for n in names}, frozenset(names)
