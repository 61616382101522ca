import jax
import jax.numpy as jnp


def smooth_egt(egt, alpha):
    # exponential smoothing of EGT deltas across flights
    def body(carry, x):
        s = alpha * x + (1 - alpha) * carry
        return s, s
    _, out = jax.lax.scan(body, egt[0], egt)
    return out


def trend_slope(series):
    t = jnp.arange(series.shape[0], dtype=jnp.float32)
    t = t - t.mean()
    return jnp.sum(t * (series - series.mean())) / jnp.sum(t * t)
