import jax
import jax.numpy as jnp


@jax.jit
def plateau_slope(buffer, count):
    """Least-squares slope over the last `count` valid entries of a preallocated ring buffer."""
    n = buffer.shape[0]
    valid = jnp.arange(n) < count
    t = jnp.arange(n, dtype=jnp.float32)
    w = valid.astype(jnp.float32)
    t_mean = jnp.sum(w * t) / jnp.sum(w)
    y_mean = jnp.sum(w * buffer) / jnp.sum(w)
    return jnp.sum(w * (t - t_mean) * (buffer - y_mean)) / jnp.sum(w * (t - t_mean) ** 2)


class PlateauStopper:
    """Stops when the validation IoU trend over the recorded epochs flattens."""

    def __init__(self, min_slope=1e-3, warmup=2, max_epochs=64):
        self.buffer = jnp.zeros((max_epochs,), jnp.float32)
        self.count = 0
        self.min_slope = min_slope
        self.warmup = warmup

    def on_epoch_end(self, val_iou):
        self.buffer = self.buffer.at[self.count].set(val_iou)
        self.count += 1
        if self.count < self.warmup:
            return False
        slope = plateau_slope(self.buffer, self.count)
        return bool(slope < self.min_slope)
