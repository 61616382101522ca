import json

import numpy as np

from model import grasp_distribution

NUM_CANDIDATES = 32


class GraspHandler:
    def __init__(self, params, feat_dim):
        self.params = params
        self.feat_dim = feat_dim

    def handle(self, body):
        req = json.loads(body)
        feats = np.asarray(req["features"], np.float32).reshape(NUM_CANDIDATES, self.feat_dim)
        temperature = float(req.get("temperature", 1.0))
        probs = grasp_distribution(self.params, feats, temperature=temperature)
        best = int(np.argmax(probs))
        return json.dumps({"grasp": best, "confidence": float(probs[best])})
