import jax
import jax.numpy as jnp
import numpy as np

FREQS = jnp.linspace(0.1, 5.0, 512)


@jax.jit
def power_spectrum(t, y):
    y = y - y.mean()
    arg = 2 * jnp.pi * FREQS[:, None] * t[None, :]
    return (jnp.sum(y * jnp.cos(arg), 1) ** 2 + jnp.sum(y * jnp.sin(arg), 1) ** 2) / t.size


class PeriodMonitor:
    """Accumulates alert photometry for one variable and re-estimates its period each night."""

    def __init__(self):
        self.t = np.zeros(0, np.float32)
        self.mag = np.zeros(0, np.float32)

    def ingest(self, t_new, mag_new):
        self.t = np.concatenate([self.t, t_new.astype(np.float32)])
        self.mag = np.concatenate([self.mag, mag_new.astype(np.float32)])

    def best_period(self):
        power = power_spectrum(jnp.asarray(self.t), jnp.asarray(self.mag))
        return 1.0 / float(FREQS[jnp.argmax(power)])
