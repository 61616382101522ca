from functools import partial

import jax
import jax.numpy as jnp


class TierTable:
    def __init__(self, cutoffs, names):
        self.cutoffs = tuple(cutoffs)
        self.names = tuple(names)


@partial(jax.jit, static_argnums=(1,))
def assign_tiers(mmr, table):
    edges = jnp.asarray(table.cutoffs, dtype=mmr.dtype)
    return jnp.searchsorted(edges, mmr, side="right")
