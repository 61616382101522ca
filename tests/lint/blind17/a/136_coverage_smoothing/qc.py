import numpy as np

from coverage import smooth_coverage

WINDOW = 25


def dropout_regions(depth, min_depth=5.0):
    smoothed = np.asarray(smooth_coverage(depth, window=WINDOW))
    return np.flatnonzero(smoothed < min_depth)
