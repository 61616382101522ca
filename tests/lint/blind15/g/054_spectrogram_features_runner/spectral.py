import functools

import jax
import jax.numpy as jnp


def _log_spectrogram(x, n_fft, hop):
    n_frames = 1 + (x.shape[-1] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    frames = x[..., idx] * jnp.hanning(n_fft)
    return jnp.log1p(jnp.abs(jnp.fft.rfft(frames, axis=-1)))


@functools.lru_cache(maxsize=1)
def spectrogram_fn(n_fft, hop):
    return jax.jit(functools.partial(_log_spectrogram, n_fft=n_fft, hop=hop))
