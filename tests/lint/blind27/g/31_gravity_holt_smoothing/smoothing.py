import jax
import jax.numpy as jnp


def init_holt(first_reading):
    level = jnp.asarray(first_reading)
    trend = jnp.asarray(0.0)
    return level, trend


@jax.jit
def holt_step(level, trend, z, alpha, beta):
    prev = level
    level = alpha * z + (1.0 - alpha) * (level + trend)
    trend = beta * (level - prev) + (1.0 - beta) * trend
    return level, trend
