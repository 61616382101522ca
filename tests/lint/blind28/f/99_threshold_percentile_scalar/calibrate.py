import numpy as np

DEFAULT_THRESHOLD = 0.5


def calibrate_threshold(scores, target_fpr=0.05):
    return float(np.percentile(scores, 100 * (1 - target_fpr)))
