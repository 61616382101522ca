import jax
import jax.numpy as jnp


def make_highpass(cutoff_hz, sr, n_taps=63):
    n = jnp.arange(n_taps) - (n_taps - 1) / 2
    lp = 2 * cutoff_hz / sr * jnp.sinc(2 * cutoff_hz / sr * n) * jnp.hamming(n_taps)
    taps = -lp.at[(n_taps - 1) // 2].add(-1.0)

    @jax.jit
    def highpass(x):
        return jnp.convolve(x, taps, mode="same")

    return highpass
