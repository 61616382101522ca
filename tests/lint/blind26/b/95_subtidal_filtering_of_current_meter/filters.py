from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dt_seconds",))
def pl33_lowpass(x, dt_seconds):
    per_hour = 3600 // dt_seconds
    hours = jnp.arange(-36 * per_hour, 36 * per_hour + 1) / per_hour
    w = jnp.sinc(hours / 33.0 * 2) * jnp.hanning(hours.shape[0])
    w = w / w.sum()
    return jnp.convolve(x, w, mode="same")
