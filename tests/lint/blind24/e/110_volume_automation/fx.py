import jax
import jax.numpy as jnp
import equinox as eqx


class ToneShaper(eqx.Module):
    fir: jax.Array

    def __init__(self, taps=15):
        n = jnp.arange(taps) - taps // 2
        self.fir = jnp.sinc(n / 4.0) * jnp.hanning(taps) / 4.0

    def __call__(self, block, gain):
        return gain * jnp.convolve(block, self.fir, mode="same")


@eqx.filter_jit
def render_block(shaper, block, gain):
    return shaper(block, gain)
