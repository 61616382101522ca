import numpy as np


def rare_char_weights(counts, power=0.5):
    freq = np.asarray(counts, np.float64) / np.sum(counts)
    w = (1.0 / np.maximum(freq, 1e-3)) ** power
    return [round(float(v), 3) for v in w / w.mean()]
