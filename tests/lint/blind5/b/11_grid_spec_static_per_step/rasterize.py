from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid",))
def rasterize_points(lon, lat, value, grid):
    h, w = grid.shape
    col = jnp.clip(((lon - grid.lon0) / grid.res).astype(jnp.int32), 0, w - 1)
    row = jnp.clip(((lat - grid.lat0) / grid.res).astype(jnp.int32), 0, h - 1)
    flat = row * w + col
    total = jnp.zeros(h * w).at[flat].add(value)
    count = jnp.zeros(h * w).at[flat].add(1.0)
    return (total / jnp.maximum(count, 1.0)).reshape(h, w)
