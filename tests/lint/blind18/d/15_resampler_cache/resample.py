import functools
from math import gcd

import jax
import jax.numpy as jnp
import numpy as np


def _sinc_kernel(up, down, taps=16):
    cutoff = 0.5 / max(up, down)
    n = np.arange(-taps * max(up, down), taps * max(up, down) + 1)
    h = 2 * cutoff * np.sinc(2 * cutoff * n) * np.hamming(len(n))
    return (h * up).astype(np.float32)


@functools.lru_cache(maxsize=1)
def get_resampler(orig_sr, target_sr):
    g = gcd(orig_sr, target_sr)
    up, down = target_sr // g, orig_sr // g
    kernel = jnp.asarray(_sinc_kernel(up, down))

    def resample(x):
        z = jnp.zeros(x.shape[0] * up, x.dtype).at[::up].set(x)
        y = jnp.convolve(z, kernel, mode="same")
        return y[::down]

    return jax.jit(resample)
