import numpy as np

from scoring import classify


def warm_up(params, batch_size, n_features):
    dummy = np.zeros((batch_size, n_features), dtype=np.float32)
    classify(features=dummy, params=params).block_until_ready()
