import functools

import jax
import jax.numpy as jnp
import numpy as np


def _dct_matrix(n_in, n_out):
    k = np.arange(n_out)[:, None]
    n = np.arange(n_in)[None, :]
    return jnp.asarray(np.cos(np.pi / n_in * (n + 0.5) * k).T, jnp.float32)


@functools.lru_cache(maxsize=None)
def get_mfcc_fn(n_fft, hop, n_ceps):
    window = jnp.hanning(n_fft).astype(jnp.float32)
    dct = _dct_matrix(n_fft // 2 + 1, n_ceps)

    @jax.jit
    def mfcc(wav):
        n_frames = 1 + (wav.shape[-1] - n_fft) // hop
        idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n_frames)[:, None]
        spec = jnp.abs(jnp.fft.rfft(wav[..., idx] * window, axis=-1))
        return jnp.log(spec + 1e-6) @ dct

    return mfcc
