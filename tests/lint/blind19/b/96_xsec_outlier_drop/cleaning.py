import numpy as np


def remove_outliers(rets, n_sigma=3.0):
    z = (rets - np.median(rets)) / (1.4826 * np.median(np.abs(rets - np.median(rets))) + 1e-12)
    return rets[np.abs(z) < n_sigma]
