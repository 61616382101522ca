import jax.numpy as jnp
import numpy as np


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_filterbank(sample_rate, n_fft, n_mels):
    mels = np.linspace(hz_to_mel(0.0), hz_to_mel(sample_rate / 2), n_mels + 2)
    hz = 700.0 * (10 ** (mels / 2595.0) - 1.0)
    bins = np.floor((n_fft + 1) * hz / sample_rate).astype(int)
    fb = np.zeros((n_mels, n_fft // 2 + 1), np.float32)
    for m in range(1, n_mels + 1):
        lo, c, hi = bins[m - 1], bins[m], bins[m + 1]
        fb[m - 1, lo:c] = (np.arange(lo, c) - lo) / max(c - lo, 1)
        fb[m - 1, c:hi] = (hi - np.arange(c, hi)) / max(hi - c, 1)
    return fb


def log_mel_spectrogram(wav, sample_rate, n_fft=256, hop=128, n_mels=32):
    n_frames = 1 + (wav.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    frames = wav[idx] * jnp.hanning(n_fft)
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    mel = power @ jnp.asarray(mel_filterbank(sample_rate, n_fft, n_mels)).T
    return jnp.log(mel + 1e-6)
