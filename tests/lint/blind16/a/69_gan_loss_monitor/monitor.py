import jax
import jax.numpy as jnp


@jax.jit
def smoothed_stats(history, decay=0.9):
    weights = decay ** jnp.arange(history.shape[0])[::-1]
    ema = jnp.sum(weights * history) / jnp.sum(weights)
    return ema, jnp.std(history)


class LossMonitor:
    def __init__(self):
        self.history = []

    def update(self, loss):
        self.history.append(float(loss))
        ema, spread = smoothed_stats(jnp.asarray(self.history))
        return float(ema), float(spread)
