import numpy as np


def bin_count(weights, width=0.1):
    return int(np.ceil((weights.max() - weights.min()) / width))
