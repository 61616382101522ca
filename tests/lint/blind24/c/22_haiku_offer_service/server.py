import numpy as np
from net import offer_probability

MAX_BATCH = 16


class OfferServer:
    def __init__(self, params, n_features):
        self.params = params
        self.n_features = n_features

    def _pack(self, rows):
        buf = np.zeros((MAX_BATCH, self.n_features), np.float32)
        buf[:len(rows)] = rows
        return buf

    def predict(self, rows):
        out = offer_probability(self.params, features=self._pack(rows))
        return np.asarray(out)[:len(rows)]

    def warmup(self):
        offer_probability(self.params, features=self._pack(np.zeros((1, self.n_features))))
