import jax
import jax.numpy as jnp


@jax.jit
def assign_row_ids(valid, offset):
    """Dense global ids for the valid rows of a chunk; invalid rows get -1."""
    local = jnp.cumsum(valid.astype(jnp.int32)) - 1
    ids = jnp.where(valid, offset + local, -1)
    return ids, offset + valid.sum(dtype=jnp.int32)
