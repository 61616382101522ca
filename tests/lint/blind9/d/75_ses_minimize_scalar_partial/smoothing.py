import jax
import jax.numpy as jnp


def ses_sse(series, alpha):
    """Sum of squared one-step errors of simple exponential smoothing."""

    def step(level, y):
        err = y - level
        return level + alpha * err, err**2

    _, sq = jax.lax.scan(step, series[0], series[1:])
    return jnp.sum(sq)
