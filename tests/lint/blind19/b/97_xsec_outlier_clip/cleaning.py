import numpy as np


def remove_outliers(rets, n_sigma=3.0):
    med = np.median(rets)
    scale = 1.4826 * np.median(np.abs(rets - med)) + 1e-12
    return np.clip(rets, med - n_sigma * scale, med + n_sigma * scale).astype(np.float32)
