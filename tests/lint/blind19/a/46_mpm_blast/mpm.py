from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid_shape",))
def particle_to_grid(pos, mass, vel, origin, dx, grid_shape):
    cell = jnp.floor((pos - origin) / dx).astype(jnp.int32)
    cell = jnp.clip(cell, 0, jnp.array(grid_shape) - 1)
    flat = cell[:, 0] * grid_shape[1] + cell[:, 1]
    n_cells = grid_shape[0] * grid_shape[1]
    m = jnp.zeros(n_cells).at[flat].add(mass)
    mv = jnp.zeros((n_cells, 2)).at[flat].add(mass[:, None] * vel)
    v = mv / jnp.maximum(m, 1e-9)[:, None]
    return m.reshape(grid_shape), v.reshape(grid_shape + (2,))
