import numpy as np

from model import rollout


class ForecastAPI:
    def __init__(self, coef, lags):
        self.coef = coef
        self.lags = lags

    def handle(self, request):
        history = np.asarray(request["history"][-self.lags:], np.float32)
        preds = rollout(self.coef, history, horizon=request["horizon"])
        return {"forecast": np.asarray(preds).round(3).tolist()}
