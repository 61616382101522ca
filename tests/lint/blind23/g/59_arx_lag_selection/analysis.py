import numpy as np


def decorrelation_lag(flow, max_lag=30, threshold=0.5):
    x = flow - flow.mean()
    acf = np.array([np.sum(x[:-k] * x[k:]) / np.sum(x * x) for k in range(1, max_lag)])
    below = np.nonzero(acf < threshold)[0]
    return below[0] + 1 if below.size else max_lag
