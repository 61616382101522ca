import jax
import jax.numpy as jnp


@jax.jit
def holt_update(state, observed, alpha, beta):
    level, trend = state
    new_level = alpha * observed + (1 - alpha) * (level + trend)
    new_trend = beta * (new_level - level) + (1 - beta) * trend
    return (new_level, new_trend), level + trend


def init_state(first_obs):
    return (jnp.asarray(first_obs), jnp.asarray(0.0))
