import jax
import jax.numpy as jnp


class StationProcessor:
    def __init__(self, code, fs, gain):
        self.code = code
        self.fs = fs
        self.gain = gain
        self.envelope = jax.jit(self._envelope)

    def _envelope(self, trace):
        x = trace / self.gain
        x = x - jnp.mean(x)
        win = 20
        return jnp.sqrt(jnp.convolve(x ** 2, jnp.ones(win) / win, mode="same"))
