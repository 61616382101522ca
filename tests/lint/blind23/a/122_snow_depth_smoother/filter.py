import jax
import jax.numpy as jnp


@jax.jit
def exp_smooth_update(level, trend, obs, alpha, beta):
    new_level = alpha * obs + (1 - alpha) * (level + trend)
    new_trend = beta * (new_level - level) + (1 - beta) * trend
    return new_level, new_trend
