from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

N_FFT, HOP = 128, 32
WINDOW = jnp.asarray(np.hanning(N_FFT), jnp.float32)


def _stft(x):
    n = 1 + (x.shape[-1] - N_FFT) // HOP
    idx = jnp.arange(N_FFT)[None] + HOP * jnp.arange(n)[:, None]
    return jnp.fft.rfft(x[idx] * WINDOW, axis=-1)


def _istft(spec, length):
    frames = jnp.fft.irfft(spec, n=N_FFT, axis=-1) * WINDOW
    idx = jnp.arange(N_FFT)[None] + HOP * jnp.arange(frames.shape[0])[:, None]
    out = jnp.zeros(length).at[idx].add(frames)
    norm = jnp.zeros(length).at[idx].add(jnp.broadcast_to(WINDOW ** 2, frames.shape))
    return out / jnp.maximum(norm, 1e-6)


@jax.jit
def griffin_lim(mag, n_iter):
    length = (mag.shape[0] - 1) * HOP + N_FFT

    def body(_, phase):
        s = _stft(_istft(mag * phase, length))
        return s / jnp.maximum(jnp.abs(s), 1e-8)

    phase = jax.lax.fori_loop(0, n_iter, body, jnp.ones_like(mag, dtype=jnp.complex64))
    return _istft(mag * phase, length)
