from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def moving_average(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="valid")


def auto_window(sample_interval_min):
    # aim for roughly an hour of readings
    return np.int64(np.round(60 / sample_interval_min))
