import numpy as np


def pad_series(series_list):
    longest = max(len(s) for s in series_list)
    out = np.zeros((len(series_list), longest, series_list[0].shape[1]), np.float32)
    mask = np.zeros((len(series_list), longest), np.float32)
    for i, s in enumerate(series_list):
        out[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return out, mask
