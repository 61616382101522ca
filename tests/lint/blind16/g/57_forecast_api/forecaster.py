from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def holt_forecast(series, params, horizon):
    alpha, beta = jax.nn.sigmoid(params)

    def smooth(carry, y):
        level, trend = carry
        new_level = alpha * y + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), None

    (level, trend), _ = jax.lax.scan(smooth, (series[0], series[1] - series[0]), series[1:])
    steps = jnp.arange(1, horizon + 1, dtype=series.dtype)
    return level + steps * trend
