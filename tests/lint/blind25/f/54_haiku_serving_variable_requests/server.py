import json

import numpy as np

from model import score_request


class YieldEndpoint:
    def __init__(self, params):
        self.params = params

    def handle(self, payload):
        req = json.loads(payload)
        feats = np.asarray(req["features"], np.float32)
        y, order = score_request(self.params, feats)
        return json.dumps({"lot": req["lot"], "predicted_yield": np.asarray(y).round(3).tolist(),
                           "worst_wafer": int(order[0])})
