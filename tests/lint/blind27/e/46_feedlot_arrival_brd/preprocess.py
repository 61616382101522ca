import numpy as np


def batch_stats(x):
    # per-feature mean/std of this batch, rounded for the report header
    return tuple(np.round(x.mean(axis=0), 2).tolist()), tuple(np.round(x.std(axis=0) + 1e-3, 2).tolist())
