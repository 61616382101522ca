from functools import partial

import jax
import jax.numpy as jnp


def _spectral_gate(threshold_db, chunk):
    spec = jnp.fft.rfft(chunk * jnp.hanning(chunk.shape[-1]))
    mag = jnp.abs(spec)
    thresh = jnp.max(mag) * 10 ** (threshold_db / 20)
    gain = jnp.clip((mag - thresh) / (mag + 1e-8), 0.0, 1.0)
    return jnp.fft.irfft(spec * gain, n=chunk.shape[-1])


class Enhancer:
    def __init__(self, threshold_db=-30.0):
        self.threshold_db = threshold_db

    @property
    def process(self):
        return jax.jit(partial(_spectral_gate, self.threshold_db))
