import jax
import jax.numpy as jnp


@jax.jit
def damped_trend_sse(series, phi, alpha=0.3, beta=0.1):
    """One-step SSE of Holt's damped-trend method for a given damping factor phi."""

    def step(carry, y):
        level, trend = carry
        pred = level + phi * trend
        new_level = alpha * y + (1 - alpha) * pred
        new_trend = beta * (new_level - level) + (1 - beta) * phi * trend
        return (new_level, new_trend), (y - pred) ** 2

    _, sq = jax.lax.scan(step, (series[0], jnp.float32(0.0)), series[1:])
    return jnp.sum(sq)
