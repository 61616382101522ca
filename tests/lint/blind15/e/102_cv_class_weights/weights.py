import numpy as np


def balanced_class_weights(labels):
    counts = np.bincount(labels).astype(np.float32)
    w = counts.sum() / np.maximum(counts, 1.0) / len(counts)
    return w.astype(np.float32)
