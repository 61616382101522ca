from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def log_spectrogram(trace, nperseg):
    hop = nperseg // 2
    n_frames = (trace.shape[0] - nperseg) // hop + 1
    idx = jnp.arange(nperseg)[None, :] + hop * jnp.arange(n_frames)[:, None]
    frames = trace[idx] * jnp.hanning(nperseg)
    return jnp.log(jnp.abs(jnp.fft.rfft(frames, axis=1)) ** 2 + 1e-10)
