import functools

import jax
import jax.numpy as jnp


class EWMADetector:
    """Flags points whose deviation from an exponentially weighted mean is large."""

    def __init__(self, span=10, z_threshold=3.0):
        self.alpha = 2.0 / (span + 1)
        self.z_threshold = z_threshold

    def _scores(self, window):
        def step(carry, x):
            mean, var = carry
            z = (x - mean) / jnp.sqrt(var + 1e-6)
            diff = x - mean
            mean = mean + self.alpha * diff
            var = (1 - self.alpha) * (var + self.alpha * diff ** 2)
            return (mean, var), z

        _, z = jax.lax.scan(step, (window[0], jnp.ones(())), window)
        return jnp.abs(z) > self.z_threshold, z

    @functools.cached_property
    def score_fn(self):
        return jax.jit(self._scores)
