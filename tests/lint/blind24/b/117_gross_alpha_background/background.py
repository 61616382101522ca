import numpy as np

DEFAULT_BKG_CPS = 0.35   # long-term average for the alpha counter


def background_rate(blank_counts=None, blank_time_s=600.0):
    if blank_counts is None:
        return DEFAULT_BKG_CPS
    return np.mean(blank_counts) / blank_time_s
