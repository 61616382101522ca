import jax
import jax.numpy as jnp
import numpy as np

FREQS = jnp.linspace(0.1, 5.0, 512)
CAPACITY = 256


@jax.jit
def power_spectrum(t, y, w):
    y = (y - jnp.sum(w * y) / jnp.sum(w)) * w
    arg = 2 * jnp.pi * FREQS[:, None] * t[None, :]
    return (jnp.sum(y * jnp.cos(arg), 1) ** 2 + jnp.sum(y * jnp.sin(arg), 1) ** 2) / jnp.sum(w)


class PeriodMonitor:
    """Accumulates alert photometry for one variable and re-estimates its period each night."""

    def __init__(self):
        self.t = np.zeros(CAPACITY, np.float32)
        self.mag = np.zeros(CAPACITY, np.float32)
        self.w = np.zeros(CAPACITY, np.float32)
        self.n = 0

    def ingest(self, t_new, mag_new):
        k = min(len(t_new), CAPACITY - self.n)
        self.t[self.n:self.n + k] = t_new[:k]
        self.mag[self.n:self.n + k] = mag_new[:k]
        self.w[self.n:self.n + k] = 1.0
        self.n += k

    def best_period(self):
        power = power_spectrum(jnp.asarray(self.t), jnp.asarray(self.mag), jnp.asarray(self.w))
        return 1.0 / float(FREQS[jnp.argmax(power)])
