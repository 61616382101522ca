import numpy as np
from flax import nnx

from model import ClaimScorer


@nnx.jit
def score_file(model, features):
    return model(features)


class ScoringService:
    def __init__(self, n_features):
        self.model = ClaimScorer(n_features, nnx.Rngs(0))
        self.alert_threshold = 0.7

    def process(self, claims_file):
        scores = score_file(self.model, claims_file)
        return int((np.asarray(scores) > self.alert_threshold).sum())
