import numpy as np


def split_segments(signal, n_segments):
    seg_len = len(signal) // n_segments
    return signal[: seg_len * n_segments].reshape(n_segments, seg_len)
