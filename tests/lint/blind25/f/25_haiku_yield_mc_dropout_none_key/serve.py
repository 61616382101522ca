import numpy as np

from net import predict_yield


class YieldService:
    def __init__(self, params, seed_key):
        self.params = params
        self.key = seed_key

    def point(self, feats):
        return np.asarray(predict_yield(self.params, None, feats))

    def with_uncertainty(self, feats, key):
        mean, std = predict_yield(self.params, key, feats)
        return np.asarray(mean), np.asarray(std)
