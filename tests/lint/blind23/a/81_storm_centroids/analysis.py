from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("bounds",))
def pressure_centroid(mslp, bounds):
    lat_min, lat_max, lon_min, lon_max = bounds
    ny, nx = mslp.shape
    lat = jnp.linspace(lat_min, lat_max, ny)
    lon = jnp.linspace(lon_min, lon_max, nx)
    w = jax.nn.softmax(-(mslp - mslp.min()).ravel() / 2.0).reshape(mslp.shape)
    return jnp.sum(w * lat[:, None]), jnp.sum(w * lon[None, :])
