import numpy as np

from model import predict_next


class Forecaster:
    def __init__(self, params, lags):
        self.params = params
        self.lags = lags
        predict_next(params, np.zeros(lags, np.float32), 0)

    def run(self, series):
        preds = []
        for t in range(self.lags, len(series)):
            preds.append(float(predict_next(self.params, series[t - self.lags:t], t)))
        return np.array(preds)
