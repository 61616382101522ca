import jax
import jax.numpy as jnp


@jax.jit
def plateau_slope(history):
    y = jnp.stack(history)
    t = jnp.arange(y.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    return jnp.sum(t * (y - y.mean())) / jnp.sum(t * t)


class PlateauStopper:
    """Stops when the validation IoU trend over the recorded epochs flattens."""

    def __init__(self, min_slope=1e-3, warmup=2):
        self.history = []
        self.min_slope = min_slope
        self.warmup = warmup

    def on_epoch_end(self, val_iou):
        self.history.append(jnp.asarray(val_iou, jnp.float32))
        if len(self.history) < self.warmup:
            return False
        slope = plateau_slope(self.history)
        return bool(slope < self.min_slope)
