import jax
import jax.numpy as jnp


@jax.jit
def holt_winters_level(series, alpha=0.3):
    x = series.reshape(series.shape[0], -1)

    def step(level, obs):
        level = alpha * obs + (1 - alpha) * level
        return level, level

    _, levels = jax.lax.scan(step, x[0], x)
    return levels[-1]
