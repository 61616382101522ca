import functools

import jax
import jax.numpy as jnp

MAX_LOT = 256
REPORT_BINS = 8


@functools.partial(jax.jit, static_argnames=("n_bins",))
def diameter_histogram(diam, valid, lo, hi, n_bins):
    edges = jnp.linspace(lo, hi, n_bins + 1)
    idx = jnp.clip(jnp.searchsorted(edges, diam, side="right") - 1, 0, n_bins - 1)
    return jnp.zeros(n_bins, jnp.float32).at[idx].add(valid)
