from functools import partial

import jax
import jax.numpy as jnp

WINDOWS = {"hann": jnp.hanning, "hamming": jnp.hamming}


@partial(jax.jit, static_argnames="taper")
def tapered_band_power(trace, fmin, fs, taper):
    win = WINDOWS[taper](trace.shape[0])
    spec = jnp.abs(jnp.fft.rfft(trace * win)) ** 2
    f = jnp.fft.rfftfreq(trace.shape[0], 1.0 / fs)
    return jnp.log10(jnp.sum(jnp.where(f >= fmin, spec, 0.0)))


def profile_power(trace, profile, fs=50.0):
    return tapered_band_power(trace, profile["fmin"], fs, taper=profile["taper"].strip().lower())
