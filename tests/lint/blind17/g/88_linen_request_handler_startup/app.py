import jax
import numpy as np

from model import IntentClassifier

CONFIG = {"n_intents": 5, "hidden": 32}


class IntentService:
    def __init__(self, params):
        self.params = params
        self.model = IntentClassifier(**CONFIG)
        self._apply = jax.jit(self.model.apply)

    def handle(self, features):
        probs = self._apply(self.params, features)
        return np.asarray(probs).argmax(-1)
