import jax
import jax.numpy as jnp
import numpy as np

MAX_EPOCHS = 64


@jax.jit
def plateau_score(history, n):
    idx = jnp.arange(history.shape[0])
    recent_mask = (idx >= n - 3) & (idx < n)
    recent = jnp.where(recent_mask, history, 0.0).sum() / 3.0
    best_before = jnp.where(idx < n - 3, history, jnp.inf).min()
    return recent - best_before


class EarlyStopping:
    def __init__(self, tol=1e-3, max_epochs=MAX_EPOCHS):
        self.history = np.full(max_epochs, np.inf, dtype=np.float32)
        self.n = 0
        self.tol = tol

    def __call__(self, val_loss):
        self.history[self.n] = val_loss
        self.n += 1
        score = plateau_score(jnp.asarray(self.history), jnp.int32(self.n))
        return bool(score > -self.tol) and self.n > 3
