import jax
import jax.numpy as jnp


@jax.jit
def plateau_score(val_history):
    best = jnp.min(val_history)
    last = val_history[-1]
    improvement = jnp.maximum(val_history[:-1] - val_history[1:], 0.0)
    return last - best, jnp.mean(improvement)


class EarlyStopping:
    def __init__(self, window=4, tolerance=1e-3):
        self.history = []
        self.window = window
        self.tolerance = tolerance

    def update(self, val_loss):
        self.history.append(float(val_loss))
        if len(self.history) < self.window:
            return False
        recent = jnp.asarray(self.history[-self.window:])
        gap, mean_gain = plateau_score(recent)
        return bool(gap > 0 and mean_gain < self.tolerance)
