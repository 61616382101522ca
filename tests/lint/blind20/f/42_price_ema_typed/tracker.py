import jax
import jax.numpy as jnp


@jax.jit
def update_ema(ema, var, price, alpha):
    delta = price - ema
    ema = ema + alpha * delta
    var = (1.0 - alpha) * (var + alpha * delta ** 2)
    return ema, var


class SpotPriceTracker:
    def __init__(self, alpha=0.1):
        self.alpha = jnp.float32(alpha)
        self.ema = jnp.array(0.0, dtype=jnp.float32)
        self.var = jnp.array(0.0, dtype=jnp.float32)

    def observe(self, price):
        self.ema, self.var = update_ema(self.ema, self.var, price, self.alpha)

    def band(self):
        return float(self.ema - 2 * jnp.sqrt(self.var)), float(self.ema + 2 * jnp.sqrt(self.var))
