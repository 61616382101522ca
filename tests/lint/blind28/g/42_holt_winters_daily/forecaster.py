import jax
import jax.numpy as jnp


class ExpSmoothingForecaster:
    """Holt-Winters style daily-seasonal smoothing for hourly load."""

    def __init__(self, alpha=0.3, gamma=0.2, season=24):
        self.alpha = alpha
        self.gamma = gamma
        self.season = season
        self._run = jax.jit(self._smooth)

    def _smooth(self, y):
        level0 = y[:self.season].mean()
        seas0 = y[:self.season] - level0

        def step(carry, obs):
            level, seas = carry
            s = seas[0]
            new_level = self.alpha * (obs - s) + (1 - self.alpha) * level
            new_s = self.gamma * (obs - new_level) + (1 - self.gamma) * s
            return (new_level, jnp.roll(seas, -1).at[-1].set(new_s)), new_level + s

        (level, seas), fitted = jax.lax.scan(step, (level0, seas0), y[self.season:])
        return level + seas, fitted

    def forecast(self, history):
        return self._run(history)
