import jax
import jax.numpy as jnp


@jax.jit
def weekly_forecast(params, lags, promo):
    base = lags @ params["ar"] + params["bias"]
    return base * (1.0 + params["lift"] * promo)
