import numpy as np


def balanced_class_weights(labels, n_classes=2):
    counts = np.bincount(labels, minlength=n_classes).astype(np.float64)
    w = len(labels) / (n_classes * np.maximum(counts, 1.0))
    return w.astype(np.float32)
