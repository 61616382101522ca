from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("method", "nperseg"))
def power_spectrum(x, fs, method="welch", nperseg=128):
    if method == "periodogram":
        spec = jnp.abs(jnp.fft.rfft(x - x.mean())) ** 2 / (fs * x.shape[-1])
        freqs = jnp.fft.rfftfreq(x.shape[-1], 1.0 / fs)
    elif method == "welch":
        hop = nperseg // 2
        n_seg = 1 + (x.shape[-1] - nperseg) // hop
        idx = jnp.arange(nperseg)[None, :] + hop * jnp.arange(n_seg)[:, None]
        win = jnp.hanning(nperseg)
        segs = (x[idx] - x[idx].mean(axis=1, keepdims=True)) * win
        spec = (jnp.abs(jnp.fft.rfft(segs, axis=-1)) ** 2).mean(0) / (fs * jnp.sum(win**2))
        freqs = jnp.fft.rfftfreq(nperseg, 1.0 / fs)
    else:
        raise ValueError(method)
    return freqs, spec
