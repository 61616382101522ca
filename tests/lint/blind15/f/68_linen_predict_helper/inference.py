import jax
import numpy as np


class Predictor:
    def __init__(self, model):
        self.model = model

    def predict(self, params, tokens):
        logits = jax.jit(self.model.apply)({"params": params}, tokens)
        return np.asarray(logits.argmax(-1))
