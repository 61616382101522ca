from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_fft", "hop"))
def stft_mag(audio, n_fft, hop):
    n_frames = 1 + (audio.shape[0] - n_fft) // hop
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
    frames = audio[idx] * jnp.hanning(n_fft)
    return jnp.abs(jnp.fft.rfft(frames, axis=-1))
