import numpy as np


def nightly_threshold(scores, q=99):
    # stored in the nightly report as a plain number
    return float(np.percentile(scores, q))
