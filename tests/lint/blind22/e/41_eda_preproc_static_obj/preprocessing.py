import jax.numpy as jnp


class EDAPreprocessor:
    """Electrodermal activity: split into tonic level and phasic responses."""

    def __init__(self, fs=4.0, tonic_window_s=8.0):
        self.fs = fs
        self.k = int(tonic_window_s * fs) | 1

    def tonic(self, x):
        return jnp.convolve(x, jnp.ones(self.k) / self.k, mode="same")

    def __call__(self, x):
        tonic = self.tonic(x)
        phasic = x - tonic
        return tonic, phasic
