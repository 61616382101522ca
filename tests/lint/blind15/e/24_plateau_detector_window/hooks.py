import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def smoothed_slope(history, valid):
    n = history.shape[0]
    weights = 0.9 ** jnp.arange(n)[::-1] * valid
    ema = jnp.sum(weights * history) / jnp.maximum(jnp.sum(weights), 1e-9)
    t = jnp.arange(n, dtype=jnp.float32)
    cnt = jnp.maximum(valid.sum(), 1.0)
    t_mean = jnp.sum(t * valid) / cnt
    h_mean = jnp.sum(history * valid) / cnt
    cov = jnp.sum(valid * (t - t_mean) * (history - h_mean))
    var = jnp.sum(valid * (t - t_mean) ** 2)
    return ema, cov / jnp.maximum(var, 1.0)


class PlateauHook:
    def __init__(self, patience=3, tol=1e-3, window=16):
        self.buf = np.zeros(window, np.float32)
        self.valid = np.zeros(window, np.float32)
        self.patience = patience
        self.tol = tol
        self.flat_steps = 0

    def __call__(self, step, loss):
        self.buf = np.roll(self.buf, -1)
        self.valid = np.roll(self.valid, -1)
        self.buf[-1] = float(loss)
        self.valid[-1] = 1.0
        ema, slope = smoothed_slope(self.buf, self.valid)
        if abs(float(slope)) < self.tol:
            self.flat_steps += 1
        return {"step": step, "ema_loss": float(ema), "plateau": self.flat_steps >= self.patience}
