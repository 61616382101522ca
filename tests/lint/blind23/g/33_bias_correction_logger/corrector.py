import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def weighted_bias(errors, valid, decay):
    ages = jnp.arange(errors.shape[0])[::-1]
    w = valid * decay ** ages
    return jnp.sum(w * errors) / jnp.maximum(w.sum(), 1e-6)


class RingCorrector:
    def __init__(self, memory=10, decay=0.8):
        self.errors = np.zeros(memory, np.float32)
        self.valid = np.zeros(memory, np.float32)
        self.decay = decay

    def observe(self, forecast, observed):
        self.errors = np.roll(self.errors, -1)
        self.valid = np.roll(self.valid, -1)
        self.errors[-1] = observed - forecast
        self.valid[-1] = 1.0

    def correct(self, forecast):
        return forecast + weighted_bias(self.errors, self.valid, self.decay)
