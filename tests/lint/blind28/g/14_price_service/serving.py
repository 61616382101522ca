import numpy as np

from model import price_forecast


class PriceService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        feats = np.asarray(request["features"], dtype=np.float32)
        out = price_forecast(self.params, features=feats)
        return {"node": request["node"], "price": np.asarray(out).round(3).tolist()}
