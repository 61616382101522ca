import numpy as np

from features import WINDOW, rolling_features


def score_latest(series, weights):
    feats = np.asarray(rolling_features(series, window=WINDOW))
    return float(feats[-1] @ weights)
