import numpy as np


def inverse_frequency_weights(labels, smoothing=1.0):
    counts = np.bincount(labels).astype(np.float32)
    weights = 1.0 / (counts + smoothing)
    return weights / weights.mean()
