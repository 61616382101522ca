import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def make_windows(series, size, stride):
    return sliding_window_view(series, size, axis=0)[::stride]


def load_series(rng, lengths, channels=3):
    return [np.cumsum(rng.normal(size=(n, channels)), axis=0).astype(np.float32) for n in lengths]
