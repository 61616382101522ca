import jax
import jax.numpy as jnp


class HoltForecaster:
    """Holt's linear trend method with fixed smoothing constants."""

    def __init__(self, alpha=0.3, beta=0.1, horizon=6):
        self.alpha = alpha
        self.beta = beta
        self.horizon = horizon

    def _filter(self, history):
        def step(carry, y):
            level, trend = carry
            new_level = self.alpha * y + (1 - self.alpha) * (level + trend)
            new_trend = self.beta * (new_level - level) + (1 - self.beta) * trend
            return (new_level, new_trend), new_level

        init = (history[0], history[1] - history[0])
        (level, trend), _ = jax.lax.scan(step, init, history[1:])
        return level, trend

    def _forecast(self, history):
        level, trend = self._filter(history)
        return level + trend * jnp.arange(1, self.horizon + 1, dtype=history.dtype)

    @property
    def forecast_fn(self):
        return jax.jit(self._forecast)
