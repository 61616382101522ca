from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("nx", "ny"))
def height_map(points, origin, resolution, nx, ny):
    ij = jnp.floor((points[:, :2] - origin) / resolution).astype(jnp.int32)
    grid = jnp.full((nx, ny), -jnp.inf, dtype=jnp.float32)
    grid = grid.at[ij[:, 0], ij[:, 1]].max(points[:, 2])
    return jnp.where(jnp.isfinite(grid), grid, 0.0)
