import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("settings",))
def weave_anomaly_map(strip, settings):
    k = settings.kernel
    kernel = jnp.ones((k, k)) / (k * k)
    smooth = jax.scipy.signal.convolve2d(strip, kernel, mode="same")
    diff = jnp.abs(strip - smooth)
    if settings.mode == "max":
        return diff.max()
    return diff.mean()
