import jax
import numpy as np


class BestKeeper:
    """Keeps a host copy of the best parameters seen so far."""

    def __init__(self):
        self.best_score = -np.inf
        self.snapshot = None

    def update(self, score, params):
        if score > self.best_score:
            self.best_score = score
            self.snapshot = jax.device_get(params)
            return True
        return False

    def restore(self):
        return self.snapshot
