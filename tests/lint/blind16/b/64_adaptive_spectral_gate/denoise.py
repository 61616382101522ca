import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class SpectralGate:
    n_fft: int = 256
    hop: int = 128

    @partial(jax.jit, static_argnums=0)
    def __call__(self, frames, threshold_db):
        spec = jnp.fft.rfft(frames * jnp.hanning(self.n_fft), axis=-1)
        mag = jnp.abs(spec)
        noise = jnp.percentile(mag, 20, axis=0, keepdims=True)
        keep = 20 * jnp.log10(mag / (noise + 1e-8) + 1e-8) > threshold_db
        return jnp.fft.irfft(spec * keep, n=self.n_fft, axis=-1)

    def threshold_for(self, frames):
        """Raise the gate for noisy chunks, lower it for clean ones."""
        rms = np.sqrt((frames ** 2).mean(axis=1))
        snr_db = 20 * np.log10(np.percentile(rms, 90) / (np.percentile(rms, 10) + 1e-8))
        return np.float32(np.clip(12 - snr_db / 2, 3, 12))
