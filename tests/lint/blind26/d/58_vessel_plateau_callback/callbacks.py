import jax
import jax.numpy as jnp


@jax.jit
def trend_slope(losses):
    t = jnp.arange(losses.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    return (t * (losses - losses.mean())).sum() / (t ** 2).sum()


class PlateauMonitor:
    def __init__(self):
        self.losses = []
        self.slopes = []

    def on_step_end(self, step, loss):
        self.losses.append(float(loss))
        if len(self.losses) >= 3:
            self.slopes.append(float(trend_slope(jnp.asarray(self.losses))))
