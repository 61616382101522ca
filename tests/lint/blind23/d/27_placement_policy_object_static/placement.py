from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def place_students(scores, policy):
    cuts = jnp.asarray(policy.cuts)
    level = jnp.searchsorted(cuts, scores, side="right")
    counts = jnp.bincount(level, length=len(policy.names))
    return level, counts
