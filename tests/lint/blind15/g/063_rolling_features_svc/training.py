import numpy as np

from features import rolling_features


def build_training_matrix(series_list):
    return np.concatenate([np.asarray(rolling_features(s)) for s in series_list])
