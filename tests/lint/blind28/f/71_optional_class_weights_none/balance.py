import numpy as np


def class_weights(labels, n_classes, threshold=3.0):
    counts = np.bincount(labels, minlength=n_classes).astype(np.float32) + 1.0
    if counts.max() / counts.min() < threshold:
        return None
    w = counts.sum() / (n_classes * counts)
    return w.astype(np.float32)
