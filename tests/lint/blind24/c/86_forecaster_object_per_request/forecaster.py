from functools import partial
import jax
import jax.numpy as jnp


class AbsenceForecaster:
    def __init__(self, season_weeks=4, smoothing=0.3):
        self.season_weeks = season_weeks
        self.smoothing = smoothing

    @partial(jax.jit, static_argnums=0)
    def predict_absences(self, history):
        def step(level, x):
            level = self.smoothing * x + (1 - self.smoothing) * level
            return level, level
        level, _ = jax.lax.scan(step, history[0], history)
        season = history[-self.season_weeks:] - history[-self.season_weeks:].mean()
        return level + season
