import jax
import jax.numpy as jnp

N_FFT = 256
HOP = 128
N_MELS = 32


def hz_to_mel(f):
    return 2595.0 * jnp.log10(1.0 + f / 700.0)


def mel_filterbank(sr, n_fft=N_FFT, n_mels=N_MELS):
    freqs = jnp.linspace(0, sr / 2, n_fft // 2 + 1)
    mels = jnp.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2)
    hz = 700.0 * (10 ** (mels / 2595.0) - 1.0)
    lo, mid, hi = hz[:-2, None], hz[1:-1, None], hz[2:, None]
    up = (freqs[None] - lo) / (mid - lo)
    down = (hi - freqs[None]) / (hi - mid)
    return jnp.maximum(0.0, jnp.minimum(up, down))


def frame(x, n_fft=N_FFT, hop=HOP):
    n_frames = 1 + (x.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    return x[idx]


@jax.jit
def log_mel(x, fb):
    frames = frame(x) * jnp.hanning(N_FFT)
    mag = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    return jnp.log(mag @ fb.T + 1e-6)
