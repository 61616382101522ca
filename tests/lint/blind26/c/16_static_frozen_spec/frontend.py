from dataclasses import dataclass
from functools import partial
import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class MelSpec:
    win: int = 64
    hop: int = 32
    n_bins: int = 16


@partial(jax.jit, static_argnames=("spec",))
def frame_energy(wave, spec):
    n = (wave.shape[0] - spec.win) // spec.hop + 1
    idx = jnp.arange(spec.win)[None, :] + spec.hop * jnp.arange(n)[:, None]
    frames = wave[idx] * jnp.hanning(spec.win)
    mag = jnp.abs(jnp.fft.rfft(frames, axis=-1))[:, :spec.n_bins]
    return jnp.log(mag + 1e-6)
