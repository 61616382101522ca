import jax
import jax.numpy as jnp


@jax.jit
def smoothed_slope(history):
    n = history.shape[0]
    weights = 0.9 ** jnp.arange(n)[::-1]
    ema = jnp.sum(weights * history) / jnp.sum(weights)
    t = jnp.arange(n, dtype=jnp.float32)
    slope = jnp.sum((t - t.mean()) * (history - history.mean())) / jnp.maximum(jnp.sum((t - t.mean()) ** 2), 1.0)
    return ema, slope


class PlateauHook:
    def __init__(self, patience=3, tol=1e-3):
        self.history = []
        self.patience = patience
        self.tol = tol
        self.flat_steps = 0

    def __call__(self, step, loss):
        self.history.append(loss)
        ema, slope = smoothed_slope(jnp.asarray(self.history))
        if abs(float(slope)) < self.tol:
            self.flat_steps += 1
        return {"step": step, "ema_loss": float(ema), "plateau": self.flat_steps >= self.patience}
