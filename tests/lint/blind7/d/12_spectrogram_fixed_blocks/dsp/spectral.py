import jax
import jax.numpy as jnp

FRAME, HOP = 64, 32


@jax.jit
def log_spectrogram(signal):
    n_frames = 1 + (signal.shape[0] - FRAME) // HOP
    idx = jnp.arange(FRAME)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = signal[idx] * jnp.hanning(FRAME)
    return jnp.log1p(jnp.abs(jnp.fft.rfft(frames, axis=-1)))
