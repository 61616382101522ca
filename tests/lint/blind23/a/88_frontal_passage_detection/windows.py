import numpy as np


def sliding_windows(series, window=48, stride=24):
    n = len(series)
    for start in range(0, n - stride, stride):
        yield start, series[start:start + window]
