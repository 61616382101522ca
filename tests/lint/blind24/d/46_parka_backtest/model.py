import jax
import jax.numpy as jnp


@jax.jit
def damped_trend_forecast(hist, alpha, phi):
    def step(carry, x):
        level, trend = carry
        new_level = alpha * x + (1 - alpha) * (level + phi * trend)
        new_trend = 0.2 * (new_level - level) + 0.8 * phi * trend
        return (new_level, new_trend), None
    (level, trend), _ = jax.lax.scan(step, (hist[0], jnp.float32(0.0)), hist[1:])
    return level + phi * trend
