import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=None)
def make_smoother(cadence_days, timescale_days=0.25):
    half = int(np.ceil(3 * timescale_days / cadence_days))
    lags = np.arange(-half, half + 1) * cadence_days
    kernel = np.exp(-0.5 * (lags / timescale_days) ** 2)
    kernel = jnp.asarray(kernel / kernel.sum(), jnp.float32)

    @jax.jit
    def smooth(flux):
        return jnp.convolve(flux, kernel, mode="same")

    return smooth
