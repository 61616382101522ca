from functools import partial

import jax
import jax.numpy as jnp


class BandSpec:
    def __init__(self, fmin, fmax, fs):
        self.fmin = fmin
        self.fmax = fmax
        self.fs = fs


@partial(jax.jit, static_argnums=1)
def fft_bandpass(traces, spec):
    n = traces.shape[-1]
    freqs = jnp.fft.rfftfreq(n, 1.0 / spec.fs)
    taper = ((freqs >= spec.fmin) & (freqs <= spec.fmax)).astype(traces.dtype)
    return jnp.fft.irfft(jnp.fft.rfft(traces, axis=-1) * taper, n=n, axis=-1)
