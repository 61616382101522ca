import functools

import jax
import jax.numpy as jnp
import numpy as np

# Sentinel-2 L2A per-band statistics (B2, B3, B4, B8)
S2_MEAN = (0.045, 0.071, 0.068, 0.262)
S2_STD = (0.024, 0.027, 0.038, 0.081)


class BandNormalizer:
    def __init__(self, mean, std, clip=3.0):
        self.mean = np.asarray(mean, np.float32)
        self.std = np.asarray(std, np.float32)
        self.clip = clip

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, tile):
        z = (tile - self.mean[:, None, None]) / self.std[:, None, None]
        return jnp.clip(z, -self.clip, self.clip)
