import numpy as np
from scoring import flight_risk


class RiskService:
    def __init__(self, weights, batch=32):
        self.weights = weights
        self.batch = batch

    def nightly_batch(self, feats):
        return np.asarray(flight_risk(self.weights, feats))

    def handle_request(self, payload):
        feats = np.asarray(payload["features"], np.float32).reshape(self.batch, -1)
        return {"risk": np.asarray(flight_risk(self.weights, feats=feats)).tolist()}
