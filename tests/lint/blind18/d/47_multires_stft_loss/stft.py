import jax.numpy as jnp
import numpy as np

RESOLUTIONS = ((64, 16), (128, 32), (256, 64))


def stft_mag(x, n_fft, hop):
    n = 1 + (x.shape[-1] - n_fft) // hop
    idx = np.arange(n_fft)[None] + hop * np.arange(n)[:, None]
    return jnp.abs(jnp.fft.rfft(x[..., idx] * jnp.hanning(n_fft), axis=-1))


def multires(x):
    return [stft_mag(x, n_fft, hop) for n_fft, hop in RESOLUTIONS]
