import jax
import jax.numpy as jnp


@jax.jit
def plateau_score(history):
    best_before = jnp.min(history[:-1])
    return (history[-1] - best_before) / jnp.abs(best_before)


class PlateauWatcher:
    def __init__(self, tol=-0.01):
        self.tol = tol
        self.history = []

    def step(self, val_loss):
        self.history.append(float(val_loss))
        if len(self.history) < 2:
            return False
        score = plateau_score(jnp.array(self.history))
        return bool(score > self.tol)
