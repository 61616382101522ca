import jax
import numpy as np


class CheckpointRegistry:
    """In-memory stand-in for a directory of saved checkpoints, keyed by step."""

    def __init__(self):
        self.items = {}

    def save(self, step, params):
        self.items[step] = jax.tree.map(np.asarray, params)

    def steps(self):
        return sorted(self.items)

    def load(self, step):
        return self.items[step]


def build_predictor(model):
    @jax.jit
    def predict(params, images):
        return model.apply({"params": params}, images)

    return predict
