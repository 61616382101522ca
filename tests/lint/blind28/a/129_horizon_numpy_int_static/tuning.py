import numpy as np

CANDIDATE_WINDOWS = np.array([7, 14, 21, 28])


def best_window(errors):
    return CANDIDATE_WINDOWS[int(np.argmin(errors))]
