import numpy as np

def inverse_frequency(labels, n_classes):
    counts = np.bincount(labels, minlength=n_classes) + 1
    return (len(labels) / (n_classes * counts)).astype(np.float32)
