import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def masked_zscore(buf, count, latest):
    n = buf.shape[0]
    valid = (jnp.arange(n) < count)[:, None]
    k = jnp.maximum(count, 1)
    mu = jnp.sum(jnp.where(valid, buf, 0.0), axis=0) / k
    var = jnp.sum(jnp.where(valid, (buf - mu) ** 2, 0.0), axis=0) / k
    return jnp.abs(latest - mu) / (jnp.sqrt(var) + 1e-3)


class DrillMonitor:
    def __init__(self, window=40, n_ch=3):
        self.buf = np.zeros((window, n_ch), np.float32)
        self.count = 0
        self.pos = 0

    def update(self, reading):
        flag = None
        if self.count >= 5:
            z = masked_zscore(self.buf, self.count, reading)
            flag = bool(jnp.any(z > 3.0))
        self.buf[self.pos] = reading
        self.pos = (self.pos + 1) % self.buf.shape[0]
        self.count = min(self.count + 1, self.buf.shape[0])
        return flag
