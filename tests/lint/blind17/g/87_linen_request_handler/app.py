import jax
import numpy as np

from model import IntentClassifier

CONFIG = {"n_intents": 5, "hidden": 32}


class IntentService:
    def __init__(self, params):
        self.params = params

    def handle(self, features):
        model = IntentClassifier(**CONFIG)
        probs = jax.jit(model.apply)(self.params, features)
        return np.asarray(probs).argmax(-1)
