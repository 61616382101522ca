from functools import partial

import jax
import jax.numpy as jnp


def area_mean_anomaly(sst, clim, lat, lon, bounds):
    s, n, w, e = bounds
    m = (lat[:, None] >= s) & (lat[:, None] <= n) & (lon[None, :] >= w) & (lon[None, :] <= e)
    wts = jnp.cos(jnp.deg2rad(lat))[:, None] * m
    anom = sst - clim
    return jnp.sum(anom * wts, axis=(-2, -1)) / jnp.sum(wts)


def compute_indices(sst, clim, lat, lon, regions):
    out = {}
    for name, bounds in regions.items():
        index_fn = jax.jit(partial(area_mean_anomaly, bounds=bounds))
        out[name] = index_fn(sst, clim, lat, lon)
    return out
