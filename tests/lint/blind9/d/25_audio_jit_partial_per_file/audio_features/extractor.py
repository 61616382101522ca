from functools import partial

import jax
import jax.numpy as jnp

from .mel import log_mel_spectrogram


class FeatureExtractor:
    def __init__(self, n_fft=256, hop=128, n_mels=32):
        self.n_fft, self.hop, self.n_mels = n_fft, hop, n_mels

    def __call__(self, wav, sample_rate):
        fn = jax.jit(partial(log_mel_spectrogram, sample_rate=sample_rate,
                             n_fft=self.n_fft, hop=self.hop, n_mels=self.n_mels))
        feats = fn(jnp.asarray(wav))
        return (feats - feats.mean(0)) / (feats.std(0) + 1e-5)
