import jax
import jax.numpy as jnp


@jax.jit
def holt_fit(history, alpha, beta):
    def step(carry, y):
        level, trend = carry
        new_level = alpha * y + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), level + trend

    (level, trend), fitted = jax.lax.scan(step, (history[0], 0.0), history)
    sse = ((fitted - history) ** 2).mean()
    return level + trend, sse
