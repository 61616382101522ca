import functools

import jax
import numpy as np

from model import survival_curve


class SurvivalService:
    def __init__(self, baseline_cumhaz, coef, feature_names):
        self.baseline_cumhaz = baseline_cumhaz
        self.coef = coef
        self.feature_names = feature_names

    def _features(self, request):
        return np.array([[p[name] for name in self.feature_names] for p in request["patients"]],
                        dtype=np.float32)

    def handle(self, request):
        x = self._features(request)
        predict = jax.jit(functools.partial(survival_curve, self.baseline_cumhaz, self.coef))
        curves = predict(x)
        return {"median_index": np.argmax(np.asarray(curves) < 0.5, axis=1).tolist()}
