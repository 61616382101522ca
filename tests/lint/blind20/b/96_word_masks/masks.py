import numpy as np


def confident_mask(confidences, threshold=0.5):
    return np.array([c > threshold for c in confidences])


def all_words_mask(n):
    return np.ones(n, dtype=np.int32)
