import jax
import jax.numpy as jnp


@jax.jit
def holt_forecast(window, alpha=0.5, beta=0.3):
    def step(carry, x):
        level, trend = carry
        new_level = alpha * x + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), None
    (level, trend), _ = jax.lax.scan(step, (window[0], 0.0), window[1:])
    return level + trend
