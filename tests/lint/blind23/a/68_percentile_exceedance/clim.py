import jax.numpy as jnp
import numpy as np


class Climatology:
    def __init__(self, nlat=18, nlon=36, seed=0):
        rng = np.random.default_rng(seed)
        months = np.arange(12)[:, None, None]
        self.mean = jnp.asarray(5 + 10 * np.cos(2 * np.pi * (months - 6) / 12) + rng.normal(0, 0.3, (12, nlat, nlon)), jnp.float32)
        self.std = jnp.asarray(1.5 + rng.random((12, nlat, nlon)), jnp.float32)
