import numpy as np

from rolling import rolling_zscore

WINDOW = 20


def mean_reversion_signal(spread):
    z = np.asarray(rolling_zscore(spread, WINDOW))
    return np.where(z > 2, -1, np.where(z < -2, 1, 0))
