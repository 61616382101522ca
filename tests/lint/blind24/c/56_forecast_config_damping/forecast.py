from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def headcount_forecast(history, cfg):
    level = history[-cfg.seasonality:].mean()
    trend = (history[-1] - history[-cfg.seasonality]) / cfg.seasonality
    season = history[-cfg.seasonality:] - level
    h = jnp.arange(1, cfg.horizon + 1)
    damped = trend * (1 - cfg.damping ** h) / (1 - cfg.damping)
    return level + damped + season[(h - 1) % cfg.seasonality]
