import jax
import jax.numpy as jnp
import numpy as np


def mel_filterbank(n_fft, n_mels, sample_rate):
    n_freqs = n_fft // 2 + 1
    mel_max = 2595.0 * np.log10(1.0 + (sample_rate / 2) / 700.0)
    mel_pts = np.linspace(0.0, mel_max, n_mels + 2)
    hz_pts = 700.0 * (10 ** (mel_pts / 2595.0) - 1.0)
    bins = np.floor((n_fft + 1) * hz_pts / sample_rate).astype(int)
    fb = np.zeros((n_freqs, n_mels), np.float32)
    for m in range(1, n_mels + 1):
        lo, c, hi = bins[m - 1], bins[m], bins[m + 1]
        for k in range(lo, c):
            fb[k, m - 1] = (k - lo) / max(c - lo, 1)
        for k in range(c, hi):
            fb[k, m - 1] = (hi - k) / max(hi - c, 1)
    return jnp.asarray(fb)


class LogMelFrontend:
    def __init__(self, sample_rate=16000, n_fft=256, hop=128, n_mels=40):
        self.sample_rate = sample_rate
        self.n_fft = n_fft
        self.hop = hop
        self.n_mels = n_mels
        self.window = jnp.hanning(n_fft).astype(jnp.float32)
        self.fbank = mel_filterbank(n_fft, n_mels, sample_rate)

    def _frames(self, wav):
        n_frames = 1 + (wav.shape[-1] - self.n_fft) // self.hop
        idx = jnp.arange(self.n_fft)[None, :] + self.hop * jnp.arange(n_frames)[:, None]
        return wav[..., idx] * self.window

    def _logmel(self, wav):
        spec = jnp.abs(jnp.fft.rfft(self._frames(wav), axis=-1)) ** 2
        return jnp.log(spec @ self.fbank + 1e-6)

    @property
    def transform(self):
        return jax.jit(self._logmel)
