from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

N_BINS = 32


@partial(jax.jit, static_argnames=("max_range",))
def range_histogram(ranges, weights, max_range):
    edges = np.linspace(0.0, max_range, N_BINS + 1)
    idx = jnp.clip(jnp.searchsorted(jnp.asarray(edges), ranges) - 1, 0, N_BINS - 1)
    return jnp.zeros(N_BINS).at[idx].add(weights), edges
