import jax
import jax.numpy as jnp
import numpy as np


class FIRFilter:
    def __init__(self, cutoff, numtaps=31):
        n = np.arange(numtaps) - (numtaps - 1) / 2
        taps = np.sinc(2 * cutoff * n) * np.hamming(numtaps)
        self.taps = jnp.asarray(taps / taps.sum(), dtype=jnp.float32)

    @property
    def apply(self):
        taps = self.taps

        def fir_apply(signal):
            return jnp.convolve(signal, taps, mode="same")

        return jax.jit(fir_apply)

    def __call__(self, signal):
        return self.apply(signal)
