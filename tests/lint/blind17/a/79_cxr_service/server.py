import jax
import numpy as np

FINDINGS = ["effusion", "edema", "nodule", "pneumothorax", "consolidation"]


class InferenceServer:
    def __init__(self, model, params):
        self.model = model
        self.params = params
        self._apply = jax.jit(model.apply)

    def predict(self, study):
        probs = self._apply(self.params, study[None])
        return {f: round(float(p), 3) for f, p in zip(FINDINGS, np.asarray(probs)[0])}
