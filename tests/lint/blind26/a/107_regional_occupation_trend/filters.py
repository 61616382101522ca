import jax
import jax.numpy as jnp


@jax.jit
def occupation_trend(series, q, r):
    def step(carry, z):
        m, p = carry
        p = p + q
        k = p / (p + r)
        m = m + k * (z - m)
        return (m, (1 - k) * p), m
    _, means = jax.lax.scan(step, (series[0], jnp.float32(1.0)), series)
    return means
