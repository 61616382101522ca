import math

import jax


class BestWeights:
    """Keeps a host-memory copy of the best weights seen on validation (restore_best_weights)."""

    def __init__(self):
        self.best = math.inf
        self.snapshot = None

    def on_validation_end(self, params, val_loss):
        if val_loss < self.best:
            self.best = val_loss
            self.snapshot = jax.device_get(params)

    def restore(self):
        return self.snapshot
