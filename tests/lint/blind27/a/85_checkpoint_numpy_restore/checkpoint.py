import jax
import numpy as np


class BestCheckpoint:
    def __init__(self):
        self.best = float("inf")
        self.params = None

    def __call__(self, params, val_loss):
        if val_loss < self.best:
            self.best = val_loss
            self.params = jax.tree.map(lambda a: np.array(a, copy=True), params)

    def restore(self):
        return self.params
