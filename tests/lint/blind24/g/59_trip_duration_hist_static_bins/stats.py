from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("edges",))
def duration_histogram(durations, edges):
    e = jnp.asarray(edges)
    idx = jnp.clip(jnp.searchsorted(e, durations, side="right") - 1, 0, len(edges) - 2)
    return jnp.zeros(len(edges) - 1).at[idx].add(1.0)


def quantile_edges(durations, n_bins=6):
    qs = np.quantile(durations, np.linspace(0, 1, n_bins + 1))
    return tuple(float(round(q, 1)) for q in qs)
