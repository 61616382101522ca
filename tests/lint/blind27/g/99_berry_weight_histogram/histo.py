from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_bins",))
def berry_weight_histogram(weights, lo, hi, n_bins):
    edges = jnp.linspace(lo, hi, n_bins + 1)
    idx = jnp.clip(jnp.searchsorted(edges, weights, side="right") - 1, 0, n_bins - 1)
    return jnp.zeros(n_bins).at[idx].add(1.0)
