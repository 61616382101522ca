import jax
import jax.numpy as jnp


@jax.jit
def smooth_history(teu, alpha, beta):
    def step(carry, obs):
        level, trend = carry
        new_level = alpha * obs + (1 - alpha) * (level + trend)
        new_trend = beta * (new_level - level) + (1 - beta) * trend
        return (new_level, new_trend), new_level
    (level, trend), fitted = jax.lax.scan(step, (teu[0], jnp.float32(0.0)), teu)
    return level + trend, fitted
