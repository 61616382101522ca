import numpy as np

LIST_LEN = 8


def binary_split(rng, n):
    for _ in range(n):
        feats = rng.normal(size=(LIST_LEN, 5)).astype(np.float32)
        labels = [1] + [0] * (LIST_LEN - 1)
        yield feats, np.array(labels, dtype=np.float32)


def graded_split(rng, n):
    for _ in range(n):
        feats = rng.normal(size=(LIST_LEN, 5)).astype(np.float32)
        labels = [1.0, 0.5] + [0.0] * (LIST_LEN - 2)
        yield feats, np.array(labels, dtype=np.float32)
