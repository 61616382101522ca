import jax
import jax.numpy as jnp
import numpy as np


class BestKeeper:
    """Keeps a compact copy of the best parameters seen so far."""

    def __init__(self, dtype=jnp.bfloat16):
        self.dtype = dtype
        self.best_score = -np.inf
        self.snapshot = None

    def update(self, score, params):
        if score > self.best_score:
            self.best_score = score
            self.snapshot = jax.tree_util.tree_map(lambda p: p.astype(self.dtype), params)
            return True
        return False

    def restore(self):
        return self.snapshot
