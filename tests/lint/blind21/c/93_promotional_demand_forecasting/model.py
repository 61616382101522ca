import jax
import jax.numpy as jnp


@jax.jit
def weekly_forecast(params, lags, promo=None):
    base = lags @ params["ar"] + params["bias"]
    if promo is not None:
        base = base * (1.0 + params["lift"] * promo)
    return base
