import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def regional_anomaly(sst, clim, lat, lon, bounds):
    s, n, w, e = bounds[0], bounds[1], bounds[2], bounds[3]
    m = (lat[:, None] >= s) & (lat[:, None] <= n) & (lon[None, :] >= w) & (lon[None, :] <= e)
    wts = jnp.cos(jnp.deg2rad(lat))[:, None] * m
    return jnp.sum((sst - clim) * wts, axis=(-2, -1)) / jnp.sum(wts)


class IndexCalculator:
    def __init__(self, regions):
        self.names = list(regions)
        self.bounds = {k: np.asarray(v, np.float32) for k, v in regions.items()}

    def __call__(self, sst, clim, lat, lon):
        return {k: regional_anomaly(sst, clim, lat, lon, self.bounds[k]) for k in self.names}
