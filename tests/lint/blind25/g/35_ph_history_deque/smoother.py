from collections import deque

import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def trend_estimate(window):
    t = jnp.arange(window.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    slope = jnp.sum(t * (window - window.mean())) / jnp.maximum(jnp.sum(t * t), 1e-6)
    return window.mean(), slope


class PhTrend:
    def __init__(self, span=5):
        self.history = deque(maxlen=span)

    def push(self, reading):
        self.history.append(reading)
        level, slope = trend_estimate(np.asarray(self.history, dtype=np.float32))
        return float(level), float(slope)
