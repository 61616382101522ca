import math

import jax
import jax.numpy as jnp


class BestWeights:
    """Keeps a low-memory copy of the best weights seen on validation (restore_best_weights)."""

    def __init__(self, store_dtype=jnp.float16):
        self.store_dtype = store_dtype
        self.best = math.inf
        self.snapshot = None

    def on_validation_end(self, params, val_loss):
        if val_loss < self.best:
            self.best = val_loss
            self.snapshot = jax.tree_util.tree_map(lambda a: a.astype(self.store_dtype), params)

    def restore(self):
        return self.snapshot
