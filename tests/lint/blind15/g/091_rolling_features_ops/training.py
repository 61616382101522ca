import numpy as np

from features import WINDOW, rolling_features


def build_training_matrix(series_list):
    return np.concatenate([np.asarray(rolling_features(s, window=WINDOW)) for s in series_list])
