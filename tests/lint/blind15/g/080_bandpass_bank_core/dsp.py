from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def bandpass_taps(spec):
    n = np.arange(spec.num_taps) - (spec.num_taps - 1) / 2
    lo, hi = spec.low_hz / spec.fs, spec.high_hz / spec.fs
    h = 2 * hi * np.sinc(2 * hi * n) - 2 * lo * np.sinc(2 * lo * n)
    return (h * np.hamming(spec.num_taps)).astype(np.float32)


@partial(jax.jit, static_argnames=("spec",))
def band_power(x, spec):
    taps = jnp.asarray(bandpass_taps(spec))
    y = jax.vmap(lambda row: jnp.convolve(row, taps, mode="same"))(x)
    return jnp.mean(y ** 2, axis=-1)
