from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class TierTable:
    cutoffs: tuple
    names: tuple


@partial(jax.jit, static_argnames=("table",))
def tier_histogram(mmr, table):
    edges = jnp.asarray(table.cutoffs, dtype=mmr.dtype)
    tiers = jnp.searchsorted(edges, mmr, side="right")
    return jnp.bincount(tiers, length=len(table.names))
