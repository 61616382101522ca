from functools import partial

import jax
import jax.numpy as jnp


class BandSpec:
    def __init__(self, lo_hz, hi_hz, fs):
        self.lo_hz = lo_hz
        self.hi_hz = hi_hz
        self.fs = fs


@partial(jax.jit, static_argnums=1)
def fft_bandpass(x, spec):
    n = x.shape[-1]
    f = jnp.fft.rfftfreq(n, 1.0 / spec.fs)
    taper = jnp.clip((f - spec.lo_hz) / 0.2, 0, 1) * jnp.clip((spec.hi_hz - f) / 0.2, 0, 1)
    return jnp.fft.irfft(jnp.fft.rfft(x, axis=-1) * taper, n=n, axis=-1)


def isolate_mode(x, centre_hz, fs, half_width=0.5):
    return fft_bandpass(x, BandSpec(centre_hz - half_width, centre_hz + half_width, fs))
