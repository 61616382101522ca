import jax
import numpy as np

FINDINGS = ["effusion", "edema", "nodule", "pneumothorax", "consolidation"]


class InferenceServer:
    def __init__(self, model, params):
        self.model = model
        self.params = params

    def predict(self, study):
        probs = jax.jit(self.model.apply)(self.params, study[None])
        return {f: round(float(p), 3) for f, p in zip(FINDINGS, np.asarray(probs)[0])}
