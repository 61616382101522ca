import numpy as np

from model import rollout

MAX_HORIZON = 30


class ForecastAPI:
    def __init__(self, coef, lags):
        self.coef = coef
        self.lags = lags

    def handle(self, request):
        history = np.asarray(request["history"][-self.lags:], np.float32)
        if request["horizon"] > MAX_HORIZON:
            raise ValueError(f"horizon must be <= {MAX_HORIZON}")
        preds = rollout(self.coef, history, horizon=MAX_HORIZON)
        return {"forecast": np.asarray(preds)[: request["horizon"]].round(3).tolist()}
