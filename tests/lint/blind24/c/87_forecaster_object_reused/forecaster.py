from functools import partial
import jax
import jax.numpy as jnp


class HeadcountSmoother:
    def __init__(self, alpha=0.25):
        self.alpha = alpha

    @partial(jax.jit, static_argnums=0)
    def smooth_headcount(self, series):
        def step(level, x):
            level = self.alpha * x + (1 - self.alpha) * level
            return level, level
        _, path = jax.lax.scan(step, series[0], series)
        return path


SMOOTHER = HeadcountSmoother()
