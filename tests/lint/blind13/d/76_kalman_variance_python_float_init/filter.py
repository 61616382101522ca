import jax
import jax.numpy as jnp


@jax.jit
def kalman_chunk(level, variance, observations, q, r):
    """Local-level Kalman filter over one chunk of observations."""
    def step(carry, y):
        m, p = carry
        p = p + q
        k = p / (p + r)
        m = m + k * (y - m)
        p = (1 - k) * p
        return (m, p), m

    (level, variance), filtered = jax.lax.scan(step, (level, variance), observations)
    return level, variance, filtered
