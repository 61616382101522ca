import jax
import jax.numpy as jnp


@jax.jit
def station_envelope(trace, gain):
    x = trace / gain
    x = x - jnp.mean(x)
    win = 20
    return jnp.sqrt(jnp.convolve(x ** 2, jnp.ones(win) / win, mode="same"))


class StationProcessor:
    def __init__(self, code, fs, gain):
        self.code = code
        self.fs = fs
        self.gain = gain

    def envelope(self, trace):
        return station_envelope(trace, self.gain)
