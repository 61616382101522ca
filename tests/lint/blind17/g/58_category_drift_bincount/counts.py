import numpy as np


def category_frequencies(codes, n_categories):
    counts = np.bincount(codes, minlength=n_categories)
    return counts.astype(np.float32) / counts.sum()
