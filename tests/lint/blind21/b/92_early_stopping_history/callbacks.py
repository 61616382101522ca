import jax
import jax.numpy as jnp


@jax.jit
def plateau_score(history):
    recent = history[-3:].mean()
    best_before = history[:-3].min() if history.shape[0] > 3 else jnp.inf
    return recent - best_before


class EarlyStopping:
    def __init__(self, tol=1e-3):
        self.history = []
        self.tol = tol

    def __call__(self, val_loss):
        self.history.append(val_loss)
        score = plateau_score(jnp.asarray(self.history, dtype=jnp.float32))
        return bool(score > -self.tol) and len(self.history) > 3
