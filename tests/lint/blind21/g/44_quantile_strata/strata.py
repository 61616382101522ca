import numpy as np


def quantile_edges(pre, n_strata=4):
    qs = np.linspace(0, 1, n_strata + 1)[1:-1]
    return np.quantile(pre, qs).astype(np.float32)
