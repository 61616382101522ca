import jax
import jax.numpy as jnp


@jax.jit
def weighted_temperature(weights, temps, ok):
    w = weights * ok
    return (w[:, None] * temps).sum(0) / w.sum()


@jax.jit
def degree_days(t_hourly, base=18.0):
    return jnp.maximum(base - t_hourly, 0).mean(), jnp.maximum(t_hourly - base, 0).mean()
