from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def voxel_occupancy(points, cfg):
    idx = jnp.floor((points[:, :2] + cfg.max_range) / cfg.voxel_size).astype(jnp.int32)
    idx = jnp.clip(idx, 0, cfg.grid_dim - 1)
    grid = jnp.zeros((cfg.grid_dim, cfg.grid_dim), jnp.float32)
    return grid.at[idx[:, 0], idx[:, 1]].max(points[:, 2])
