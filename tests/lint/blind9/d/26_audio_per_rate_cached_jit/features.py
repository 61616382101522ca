from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def mfcc(wav, sample_rate, n_fft, hop, n_mels, n_ceps):
    n_frames = 1 + (wav.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    power = jnp.abs(jnp.fft.rfft(wav[idx] * jnp.hanning(n_fft), axis=-1)) ** 2
    edges = np.linspace(0, n_fft // 2 + 1, n_mels + 2).astype(int)  # linear bands, cheap stand-in
    bands = jnp.stack([power[:, a:b].sum(-1) for a, b in zip(edges[:-2], edges[2:])], axis=-1)
    log_bands = jnp.log(bands + 1e-6)
    k = jnp.arange(n_ceps)[:, None]
    n = jnp.arange(n_mels)[None, :]
    dct = jnp.cos(jnp.pi / n_mels * (n + 0.5) * k)
    return log_bands @ dct.T


class MFCCFrontend:
    def __init__(self, window_seconds=0.5, n_mels=24, n_ceps=13):
        self.window_seconds = window_seconds
        self.n_mels, self.n_ceps = n_mels, n_ceps
        self._compiled = {}

    def _for_rate(self, sample_rate):
        if sample_rate not in self._compiled:
            n_fft = 256 if sample_rate <= 8000 else 512
            self._compiled[sample_rate] = jax.jit(partial(
                mfcc, sample_rate=sample_rate, n_fft=n_fft, hop=n_fft // 2,
                n_mels=self.n_mels, n_ceps=self.n_ceps))
        return self._compiled[sample_rate]

    def __call__(self, wav, sample_rate):
        n = int(self.window_seconds * sample_rate)
        wav = np.pad(wav[:n], (0, max(0, n - len(wav))))
        return self._for_rate(sample_rate)(wav)
