import jax
import jax.numpy as jnp

SAMPLE_RATE = 16000
FRAME_LEN = 400
HOP = 160
N_FFT = 512
N_MELS = 40


def mel_filterbank(n_mels=N_MELS, n_fft=N_FFT, sr=SAMPLE_RATE):
    def hz_to_mel(f):
        return 2595.0 * jnp.log10(1.0 + f / 700.0)

    def mel_to_hz(m):
        return 700.0 * (10.0 ** (m / 2595.0) - 1.0)

    mels = jnp.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2)
    bins = jnp.floor((n_fft + 1) * mel_to_hz(mels) / sr)
    freqs = jnp.arange(n_fft // 2 + 1)
    lower, center, upper = bins[:-2, None], bins[1:-1, None], bins[2:, None]
    up = (freqs - lower) / jnp.maximum(center - lower, 1.0)
    down = (upper - freqs) / jnp.maximum(upper - center, 1.0)
    return jnp.clip(jnp.minimum(up, down), 0.0, None).T


@jax.jit
def log_mel(waveform, fbank):
    n_frames = 1 + (waveform.shape[0] - FRAME_LEN) // HOP
    idx = jnp.arange(FRAME_LEN)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = waveform[idx] * jnp.hanning(FRAME_LEN)
    power = jnp.abs(jnp.fft.rfft(frames, n=N_FFT)) ** 2
    return jnp.log(power @ fbank + 1e-6)
