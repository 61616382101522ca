import jax
import jax.numpy as jnp


@jax.jit
def plateau_score(val_history):
    best = jnp.min(val_history)
    last = val_history[-1]
    improvement = jnp.maximum(val_history[:-1] - val_history[1:], 0.0)
    return last - best, jnp.mean(improvement)


class EarlyStopping:
    def __init__(self, tolerance=1e-3):
        self.history = []
        self.tolerance = tolerance

    def update(self, val_loss):
        self.history.append(float(val_loss))
        if len(self.history) < 2:
            return False
        gap, mean_gain = plateau_score(jnp.asarray(self.history))
        return bool(gap > 0 and mean_gain < self.tolerance)
