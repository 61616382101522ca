import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def windowed_trend(buf, filled):
    n = buf.shape[0]
    t = jnp.arange(n, dtype=jnp.float32)
    valid = t >= n - filled
    cnt = jnp.maximum(valid.sum(), 1)
    tm = (t * valid).sum() / cnt
    hm = (buf * valid).sum() / cnt
    num = ((t - tm) * (buf - hm) * valid).sum()
    den = (((t - tm) ** 2) * valid).sum()
    return num / jnp.maximum(den, 1e-6)


class TrendStopper:
    def __init__(self, window=5, patience=3):
        self.buf = np.zeros(window, np.float32)
        self.filled = 0
        self.patience = patience

    def on_epoch_end(self, epoch, val_loss):
        self.buf = np.roll(self.buf, -1)
        self.buf[-1] = val_loss
        self.filled = min(self.filled + 1, len(self.buf))
        slope = float(windowed_trend(self.buf, self.filled))
        return epoch >= self.patience and slope > -1e-4
