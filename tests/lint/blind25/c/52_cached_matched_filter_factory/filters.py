from functools import lru_cache

import numpy as np
import jax
import jax.numpy as jnp
from jax.scipy.signal import convolve2d


@lru_cache(maxsize=None)
def matched_filter(fwhm_px, size=15):
    s = fwhm_px / 2.3548
    ax = np.arange(size) - size // 2
    k = np.exp(-(ax[:, None] ** 2 + ax[None] ** 2) / (2 * s * s))
    kernel = jnp.asarray(k / np.sqrt((k ** 2).sum()), dtype=jnp.float32)

    @jax.jit
    def detection_map(image, sky_rms):
        return convolve2d(image - jnp.median(image), kernel, mode="same") / sky_rms

    return detection_map
