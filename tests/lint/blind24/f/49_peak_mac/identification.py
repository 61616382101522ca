import numpy as np


def pick_modes(freq, psd, shapes, prominence=4.0):
    """Simple peak picking on the first singular value; returns frequencies and mode shapes of accepted peaks."""
    floor = np.median(psd)
    idx = [i for i in range(1, len(psd) - 1)
           if psd[i] > psd[i - 1] and psd[i] > psd[i + 1] and psd[i] > prominence * floor]
    return freq[idx].astype(np.float32), shapes[idx].astype(np.float32)
