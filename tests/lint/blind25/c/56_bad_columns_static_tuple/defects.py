import numpy as np


def find_hot_columns(dark, nsigma=8.0):
    col_med = np.median(dark, axis=0)
    mad = np.median(np.abs(col_med - np.median(col_med))) * 1.4826
    return tuple(int(c) for c in np.where(col_med > np.median(col_med) + nsigma * mad)[0])
