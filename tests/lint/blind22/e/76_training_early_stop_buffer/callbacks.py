import jax
import jax.numpy as jnp
import numpy as np

MAX_EPOCHS = 64


@jax.jit
def smoothed_trend(history, n):
    # exponential smoothing of the first n entries of the validation curve
    def step(s, iv):
        i, v = iv
        s_new = jnp.where(i < n, 0.7 * s + 0.3 * v, s)
        return s_new, s_new

    idx = jnp.arange(history.shape[0])
    _, smooth = jax.lax.scan(step, history[0], (idx, history))
    return smooth[n - 1] - smooth[jnp.maximum(n - 3, 0)]


class EarlyStopping:
    def __init__(self, patience_slope=-1e-3):
        self.patience_slope = patience_slope
        self.val_losses = np.zeros(MAX_EPOCHS, np.float32)
        self.n = 0

    def __call__(self, val_loss):
        self.val_losses[self.n] = val_loss
        self.n += 1
        if self.n < 3:
            return False
        trend = float(smoothed_trend(self.val_losses, self.n))
        return trend > self.patience_slope
