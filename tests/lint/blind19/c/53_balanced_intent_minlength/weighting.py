import numpy as np


def inverse_frequency_weights(labels, num_classes, smoothing=1.0):
    counts = np.bincount(labels, minlength=num_classes).astype(np.float32)
    weights = 1.0 / (counts + smoothing)
    return weights / weights.mean()
