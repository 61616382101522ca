import jax
import jax.numpy as jnp


@jax.jit
def drawdown_update(peak, trough_dd, equity):
    peak = jnp.maximum(peak, equity)
    dd = equity / peak - 1.0
    return peak, jnp.minimum(trough_dd, dd)


class DrawdownMonitor:
    def __init__(self, limit):
        self.limit = limit
        self.peak = jnp.array(0.0)
        self.max_dd = jnp.array(0.0)

    def on_close(self, equity):
        self.peak, self.max_dd = drawdown_update(self.peak, self.max_dd, equity)
        return bool(self.max_dd < -self.limit)
