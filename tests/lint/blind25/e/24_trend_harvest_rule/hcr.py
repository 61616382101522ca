import jax
import jax.numpy as jnp

WINDOW = 8

@jax.jit
def index_slope(window, n_valid):
    t = jnp.arange(WINDOW, dtype=jnp.float32)
    w = (t >= WINDOW - n_valid).astype(jnp.float32)
    tm = jnp.sum(w * t) / jnp.sum(w)
    ym = jnp.sum(w * window) / jnp.sum(w)
    return jnp.sum(w * (t - tm) * (window - ym)) / jnp.sum(w * (t - tm) ** 2 + 1e-9)

class TrendRule:
    def __init__(self):
        self.window = jnp.zeros(WINDOW, dtype=jnp.float32)
        self.n = 0

    def update(self, log_index):
        self.window = jnp.roll(self.window, -1).at[-1].set(log_index)
        self.n = min(self.n + 1, WINDOW)
        slope = index_slope(self.window, jnp.float32(max(self.n, 2)))
        return float(jnp.clip(1.0 + 2.0 * slope, 0.8, 1.2))
