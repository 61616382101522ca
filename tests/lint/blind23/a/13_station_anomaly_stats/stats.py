import jax
import jax.numpy as jnp


@jax.jit
def masked_anomaly_stats(x, m):
    n = m.sum(axis=1)
    mean = (x * m).sum(axis=1) / n
    anom = (x - mean[:, None]) * m
    var = (anom ** 2).sum(axis=1) / (n - 1)
    lag1 = (anom[:, 1:] * anom[:, :-1]).sum(axis=1) / ((n - 1) * var)
    return mean, jnp.sqrt(var), lag1
