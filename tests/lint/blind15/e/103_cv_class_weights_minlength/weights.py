import numpy as np


def balanced_class_weights(labels, n_classes):
    counts = np.bincount(labels, minlength=n_classes).astype(np.float32)
    w = counts.sum() / np.maximum(counts, 1.0) / n_classes
    return w.astype(np.float32)
