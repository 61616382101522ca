import jax
import jax.numpy as jnp


def holt_sse(level_trend0, y, alpha, beta):
    def step(carry, obs):
        level, trend = carry
        pred = level + trend
        new_level = alpha * obs + (1 - alpha) * pred
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), (obs - pred) ** 2

    _, sq = jax.lax.scan(step, level_trend0, y)
    return jnp.sum(sq)
