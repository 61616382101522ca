import jax
import jax.numpy as jnp

def build_gridder(n_cells):
    def grid_chm(x, y, z, ground):
        cell = (jnp.clip(x, 0, 0.999) * n_cells).astype(jnp.int32) * n_cells + (jnp.clip(y, 0, 0.999) * n_cells).astype(jnp.int32)
        h = z - ground
        return jnp.zeros(n_cells * n_cells).at[cell].max(h).reshape(n_cells, n_cells)
    return jax.jit(grid_chm)

GRIDDER = build_gridder(16)
