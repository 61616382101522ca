import numpy as np

HISTORY = {"pen 1": np.array([39.1, 39.0, 39.2, 39.1, 39.3, 39.0, 39.1, 39.2], np.float32)}
DEFAULT_BASELINE = 39.1
N_GOATS = 8


def baseline_for(pen):
    b = HISTORY.get(pen, DEFAULT_BASELINE)
    return np.broadcast_to(np.asarray(b, np.float32), (N_GOATS,))
