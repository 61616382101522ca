import numpy as np


def speaker_range(f0):
    voiced = f0[f0 > 0]
    return np.float32(np.percentile(voiced, 2)), np.float32(np.percentile(voiced, 98))
