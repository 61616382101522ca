from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("edges",))
def size_pareto(sizes_nm, valid, edges):
    idx = jnp.searchsorted(jnp.asarray(edges, jnp.float32), sizes_nm)
    counts = jnp.bincount(jnp.where(valid, idx, 0), weights=valid.astype(jnp.float32), length=len(edges) + 1)
    return counts
