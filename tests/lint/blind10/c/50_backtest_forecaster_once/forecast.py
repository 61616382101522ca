import jax
import jax.numpy as jnp


def holt_forecast(y, alpha, beta, horizon):
    def update(carry, obs):
        level, trend = carry
        new_level = alpha * obs + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), new_level

    (level, trend), _ = jax.lax.scan(update, (y[0], y[1] - y[0]), y)
    return level + trend * jnp.arange(1, horizon + 1)
