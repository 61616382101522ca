from functools import lru_cache

import numpy as np
import jax
import jax.numpy as jnp


@lru_cache(maxsize=None)
def get_resampler(src_rate, dst_rate, taps=16):
    ratio = dst_rate / src_rate
    k = np.arange(-taps, taps + 1)
    window = np.hanning(2 * taps + 1)

    def resample_block(block):
        n_out = int(block.shape[-1] * ratio)
        t = jnp.arange(n_out) / ratio
        idx = jnp.floor(t).astype(jnp.int32)[:, None] + k[None, :]
        w = jnp.sinc(t[:, None] - idx) * window[None, :]
        src = block[..., jnp.clip(idx, 0, block.shape[-1] - 1)]
        return jnp.sum(src * w, axis=-1)

    return jax.jit(resample_block)
