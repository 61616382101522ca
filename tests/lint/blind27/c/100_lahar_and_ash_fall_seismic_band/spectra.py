from functools import partial

import jax
import jax.numpy as jnp

WINDOWS = {"hann": jnp.hanning, "hamming": jnp.hamming}


@partial(jax.jit, static_argnames="taper")
def band_power(trace, fmin, fs, taper):
    win = WINDOWS[taper.lower()](trace.shape[0])
    spec = jnp.abs(jnp.fft.rfft(trace * win)) ** 2
    f = jnp.fft.rfftfreq(trace.shape[0], 1.0 / fs)
    return jnp.log10(jnp.sum(jnp.where(f >= fmin, spec, 0.0)))
