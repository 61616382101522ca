import numpy as np

DEFAULT_LIMIT = 75.0
MIN_HISTORY = 40


def adaptive_limit(history):
    if len(history) < MIN_HISTORY:
        return DEFAULT_LIMIT
    return np.percentile(np.asarray(history, dtype=np.float32), 99)
