import numpy as np

from metrics import delay_propagation


def evaluate_timetables(candidates, primary, sample_weight=None):
    scores = []
    for buffers in candidates:
        scores.append(float(delay_propagation(primary, buffers, sample_weight)))
    return np.array(scores)
