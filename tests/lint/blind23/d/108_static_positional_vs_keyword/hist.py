from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_bins",))
def score_histogram(scores, n_bins):
    edges = jnp.linspace(0.0, 100.0, n_bins + 1)
    idx = jnp.clip(jnp.searchsorted(edges, scores, side="right") - 1, 0, n_bins - 1)
    return jnp.bincount(idx, length=n_bins)
