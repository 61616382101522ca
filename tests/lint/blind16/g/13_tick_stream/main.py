import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ema_update(mean, var, ticks, alpha):
    batch_mean = jnp.mean(ticks)
    delta = batch_mean - mean
    new_mean = mean + alpha * delta
    new_var = (1.0 - alpha) * (var + alpha * delta ** 2)
    return new_mean, new_var


class StreamingVolatility:
    def __init__(self, alpha=0.1):
        self.alpha = alpha
        self.mean = 0.0
        self.var = 1e-4

    def push(self, ticks):
        self.mean, self.var = ema_update(self.mean, self.var, ticks, self.alpha)
        return self.var

    @property
    def vol(self):
        return float(jnp.sqrt(self.var))


rng = np.random.default_rng(5)
tracker = StreamingVolatility(alpha=0.2)

price = 100.0
for minute in range(8):
    rets = rng.normal(0, 0.001 * (1 + minute / 4), size=60).astype(np.float32)
    tracker.push(jnp.asarray(rets))
    print(f"minute {minute}: vol={tracker.vol:.5f}")
