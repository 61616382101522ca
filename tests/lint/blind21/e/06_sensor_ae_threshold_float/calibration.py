import numpy as np

DEFAULT_THRESHOLD = 0.5


def recalibrate(errors, q=99.0):
    return float(np.percentile(np.asarray(errors), q))
