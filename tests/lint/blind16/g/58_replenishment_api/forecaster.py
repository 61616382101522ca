import jax
import jax.numpy as jnp

MAX_HORIZON = 35


@jax.jit
def holt_forecast(series, params):
    alpha, beta = jax.nn.sigmoid(params)

    def smooth(carry, y):
        level, trend = carry
        new_level = alpha * y + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), None

    (level, trend), _ = jax.lax.scan(smooth, (series[0], series[1] - series[0]), series[1:])
    steps = jnp.arange(1, MAX_HORIZON + 1, dtype=series.dtype)
    return level + steps * trend
