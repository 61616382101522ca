from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("period",))
def seasonal_decompose(series, period=24):
    kernel = jnp.ones(period) / period
    trend = jnp.convolve(series, kernel, mode="same")
    detrended = series - trend
    n_cycles = series.shape[0] // period
    seasonal_profile = detrended[:n_cycles * period].reshape(n_cycles, period).mean(0)
    seasonal = jnp.tile(seasonal_profile, n_cycles + 1)[:series.shape[0]]
    return trend, seasonal, series - trend - seasonal
