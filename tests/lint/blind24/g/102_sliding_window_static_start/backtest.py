from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def window_forecast_error(series, start, lags=24, horizon=6):
    history = series[start:start + lags]
    actual = series[start + lags:start + lags + horizon]
    level = history[-6:].mean()
    season = history[-horizon:] - history.mean()
    pred = level + season
    return jnp.mean(jnp.abs(pred - actual))
