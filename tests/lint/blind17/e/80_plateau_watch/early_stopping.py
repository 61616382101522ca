import collections

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def plateau_score(history):
    best_before = jnp.min(history[:-1])
    return (history[-1] - best_before) / jnp.abs(best_before)


class PlateauWatcher:
    def __init__(self, tol=-0.01, window=5):
        self.tol = tol
        self.history = collections.deque(maxlen=window)

    def step(self, val_loss):
        self.history.append(float(val_loss))
        if len(self.history) < self.history.maxlen:
            return False
        score = plateau_score(np.asarray(self.history, dtype=np.float32))
        return bool(score > self.tol)
