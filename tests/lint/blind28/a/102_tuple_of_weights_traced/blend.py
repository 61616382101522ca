import jax
import jax.numpy as jnp


@jax.jit
def blended_forecast(forecasts, weights):
    total = sum(weights)
    return sum(w * f for w, f in zip(weights, forecasts)) / total
