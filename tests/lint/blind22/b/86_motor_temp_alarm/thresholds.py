import numpy as np

DEFAULT_LIMIT = np.float32(75.0)
MIN_HISTORY = 40


def adaptive_limit(history):
    if len(history) < MIN_HISTORY:
        return DEFAULT_LIMIT
    return np.float32(np.percentile(np.asarray(history, dtype=np.float32), 99))
