import jax
import numpy as np

from scoring import severity_score

FIELDS = ("rule_level", "asset_criticality", "src_reputation", "hits_last_hour", "user_is_admin")


class TriageService:
    def __init__(self, weights, bias):
        self.weights = weights
        self.bias = bias
        self._scorer = jax.jit(severity_score)

    def _featurize(self, alerts):
        rows = np.zeros((32, len(FIELDS)), dtype=np.float32)
        for i, a in enumerate(alerts[:32]):
            rows[i] = [float(a.get(f, 0.0)) for f in FIELDS]
        return rows

    def handle(self, alerts):
        scores = self._scorer(self.weights, self.bias, self._featurize(alerts))
        order = np.argsort(-np.asarray(scores))[:len(alerts)]
        return [alerts[i]["id"] for i in order if i < len(alerts)]
