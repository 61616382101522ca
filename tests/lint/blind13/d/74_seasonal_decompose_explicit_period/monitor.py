import jax.numpy as jnp

from decompose import seasonal_decompose

PERIOD = 24


def residual_alerts(series, z=4.0):
    _, _, resid = seasonal_decompose(series, period=PERIOD)
    score = jnp.abs(resid - resid.mean()) / (resid.std() + 1e-6)
    return jnp.flatnonzero(score > z, size=8, fill_value=-1)


def seasonal_strength(series):
    _, seasonal, resid = seasonal_decompose(series, period=PERIOD)
    return 1.0 - resid.var() / (seasonal + resid).var()
