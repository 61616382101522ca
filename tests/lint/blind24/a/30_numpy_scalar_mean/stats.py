import numpy as np


def herd_reference_weight(weights, default=450.0):
    if len(weights) == 0:
        return default
    return np.mean(weights)
