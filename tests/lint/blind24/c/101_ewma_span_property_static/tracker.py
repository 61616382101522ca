from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="alpha")
def ewma_absence_rate(rates, alpha):
    def step(level, r):
        level = alpha * r + (1 - alpha) * level
        return level, level
    _, path = jax.lax.scan(step, rates[0], rates)
    return path[-1]


class AbsenceTracker:
    def __init__(self, window):
        self.window = window
        self.weeks_observed = 0

    @property
    def alpha(self):
        span = min(self.weeks_observed, self.window)
        return 2.0 / (span + 1)

    def update(self, recent_rates):
        self.weeks_observed += 1
        return ewma_absence_rate(recent_rates, alpha=self.alpha)
