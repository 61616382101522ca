import numpy as np


def category_frequencies(codes):
    _, counts = np.unique(codes, return_counts=True)
    return counts.astype(np.float32) / counts.sum()
