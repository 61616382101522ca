from functools import partial
import jax
import jax.numpy as jnp

BCS_CUTPOINTS = (2.5, 3.0, 3.5, 4.0)


@partial(jax.jit, static_argnames=("cutpoints",))
def bcs_distribution(scores, cutpoints=BCS_CUTPOINTS):
    edges = jnp.array(cutpoints)
    bins = jnp.searchsorted(edges, scores)
    return jnp.bincount(bins, length=len(cutpoints) + 1) / scores.shape[0]
