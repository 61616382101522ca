from functools import partial
import jax
import jax.numpy as jnp


class FrameSpec:
    def __init__(self, win=64, hop=32, n_bins=16):
        self.win = win
        self.hop = hop
        self.n_bins = n_bins


@partial(jax.jit, static_argnames=("spec",))
def log_spectrogram(wave, spec):
    n = (wave.shape[0] - spec.win) // spec.hop + 1
    idx = jnp.arange(spec.win)[None, :] + spec.hop * jnp.arange(n)[:, None]
    frames = wave[idx] * jnp.hanning(spec.win)
    mag = jnp.abs(jnp.fft.rfft(frames, axis=-1))[:, :spec.n_bins]
    return jnp.log(mag + 1e-6)
