import jax
import jax.numpy as jnp


@jax.jit
def smoothed_trend(history):
    # exponential smoothing of the validation curve, then slope of the last part
    def step(s, v):
        s = 0.7 * s + 0.3 * v
        return s, s

    _, smooth = jax.lax.scan(step, history[0], history)
    return smooth[-1] - smooth[jnp.maximum(smooth.shape[0] - 3, 0)]


class EarlyStopping:
    def __init__(self, patience_slope=-1e-3):
        self.patience_slope = patience_slope
        self.val_losses = []

    def __call__(self, val_loss):
        self.val_losses.append(val_loss)
        if len(self.val_losses) < 3:
            return False
        trend = float(smoothed_trend(jnp.asarray(self.val_losses)))
        return trend > self.patience_slope
