from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def free_space(endpoints, cfg):
    t = jnp.linspace(0.0, 1.0, cfg.samples_per_ray, endpoint=False)
    samples = endpoints[:, None, :] * t[None, :, None]
    ij = jnp.floor(samples / cfg.resolution + cfg.grid_size // 2).astype(jnp.int32)
    ij = jnp.clip(ij, 0, cfg.grid_size - 1).reshape(-1, 2)
    grid = jnp.zeros((cfg.grid_size, cfg.grid_size), jnp.float32)
    return grid.at[ij[:, 0], ij[:, 1]].add(1.0)
