import numpy as np

MAX_CLASS = 30


def classrooms(seed=0):
    rng = np.random.default_rng(seed)
    for name, size in [("3A", 22), ("3B", 25), ("4A", 22), ("4B", 28), ("5A", 19)]:
        absences = rng.poisson(3, (size, 10)).astype(np.float32)
        padded = np.zeros((MAX_CLASS, 10), np.float32)
        padded[:size] = absences
        yield name, padded, size
