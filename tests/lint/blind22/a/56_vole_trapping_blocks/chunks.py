import numpy as np


def split_sessions(captures, n_workers):
    per = -(-len(captures) // n_workers)
    padded = np.zeros((per * n_workers,) + captures.shape[1:], captures.dtype)
    weights = np.zeros(per * n_workers, np.float32)
    padded[: len(captures)] = captures
    weights[: len(captures)] = 1.0
    return list(zip(padded.reshape(n_workers, per, -1), weights.reshape(n_workers, per)))
