import numpy as np
from scipy import stats


def fit_bins(column, n_bins=8):
    qs = stats.mstats.mquantiles(column, prob=np.linspace(0, 1, n_bins + 1)[1:-1])
    return np.round(qs, 3).astype(np.float32)
