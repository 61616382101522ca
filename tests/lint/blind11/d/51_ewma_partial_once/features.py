import jax
import jax.numpy as jnp


def ewma(x, alpha):
    def step(m, v):
        m = alpha * v + (1 - alpha) * m
        return m, m
    _, out = jax.lax.scan(step, x[0], x)
    return out


def rolling_zscore(x, smoothed):
    resid = x - smoothed
    return resid / (jnp.sqrt(jnp.mean(resid ** 2)) + 1e-6)
