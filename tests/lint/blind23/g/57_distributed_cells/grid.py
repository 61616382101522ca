import jax
import jax.numpy as jnp


@jax.jit
def hourly_cell_update(storage, rain, k_cells, capacity):
    s = storage + rain
    overflow = jnp.maximum(s - capacity, 0.0)
    s = s - overflow
    drain = k_cells * s
    return s - drain, (overflow + drain).sum()
