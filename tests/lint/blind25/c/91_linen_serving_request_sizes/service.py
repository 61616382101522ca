import jax
import numpy as np

from model import StarQualityMLP

_model = StarQualityMLP()


@jax.jit
def score_sources(params, feats):
    return _model.apply(params, feats)


class ScoringService:
    """Scores detections sent by the pipeline after each exposure is processed."""

    def __init__(self, params):
        self.params = params

    def handle(self, request):
        feats = np.asarray(request["features"], dtype=np.float32)
        return {"exposure": request["exposure"], "scores": np.asarray(score_sources(self.params, feats))}
