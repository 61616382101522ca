import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def blended_forecast(member_forecasts, weights):
    w = jnp.asarray(weights)
    return jnp.tensordot(w / jnp.sum(w), member_forecasts, axes=1)


def fit_weights(member_backtests, actuals):
    errors = np.mean((member_backtests - actuals[None]) ** 2, axis=1)
    inv = 1.0 / errors
    return (inv / inv.sum()).astype(np.float32)
