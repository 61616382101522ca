import jax
import jax.numpy as jnp
import numpy as np


class GriffinLimVocoder:
    def __init__(self, n_fft=256, hop=64, n_iter=8):
        self.n_fft = n_fft
        self.hop = hop
        self.n_iter = n_iter
        self.window = jnp.asarray(np.hanning(n_fft), jnp.float32)
        self._reconstruct_jit = jax.jit(self._reconstruct)

    def _stft(self, x):
        n = 1 + (x.shape[-1] - self.n_fft) // self.hop
        idx = jnp.arange(self.n_fft)[None] + self.hop * jnp.arange(n)[:, None]
        return jnp.fft.rfft(x[idx] * self.window, axis=-1)

    def _istft(self, spec, length):
        frames = jnp.fft.irfft(spec, n=self.n_fft, axis=-1) * self.window
        n = frames.shape[0]
        idx = jnp.arange(self.n_fft)[None] + self.hop * jnp.arange(n)[:, None]
        out = jnp.zeros(length).at[idx].add(frames)
        norm = jnp.zeros(length).at[idx].add(jnp.broadcast_to(self.window ** 2, frames.shape))
        return out / jnp.maximum(norm, 1e-6)

    def _reconstruct(self, mag):
        length = (mag.shape[0] - 1) * self.hop + self.n_fft
        phase = jnp.ones_like(mag, dtype=jnp.complex64)

        def body(_, phase):
            x = self._istft(mag * phase, length)
            s = self._stft(x)
            return s / jnp.maximum(jnp.abs(s), 1e-8)

        phase = jax.lax.fori_loop(0, self.n_iter, body, phase)
        return self._istft(mag * phase, length)

    def synthesize(self, mag):
        return self._reconstruct_jit(mag)
