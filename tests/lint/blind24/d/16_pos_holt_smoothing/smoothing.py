import jax
import jax.numpy as jnp


@jax.jit
def holt_smooth(units, alpha, beta):
    def step(carry, u):
        level, trend = carry
        new_level = alpha * u + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), new_level
    init = (units[0] * 1.0, jnp.zeros((), jnp.float32))
    (level, trend), fitted = jax.lax.scan(step, init, units)
    return level + 7 * trend, fitted
