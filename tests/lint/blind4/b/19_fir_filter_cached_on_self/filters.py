import jax
import jax.numpy as jnp
import numpy as np


class FIRFilter:
    def __init__(self, cutoff, numtaps=31):
        n = np.arange(numtaps) - (numtaps - 1) / 2
        taps = np.sinc(2 * cutoff * n) * np.hamming(numtaps)
        self.taps = jnp.asarray(taps / taps.sum(), dtype=jnp.float32)
        self._apply = jax.jit(self._fir_apply)

    @staticmethod
    def _fir_apply(signal, taps):
        return jnp.convolve(signal, taps, mode="same")

    @property
    def apply(self):
        return self._apply

    def __call__(self, signal):
        return self.apply(signal, self.taps)
