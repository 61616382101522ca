from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_worst",))
def worst_lines(ptdf, injections, limits, n_worst):
    loading = jnp.abs(ptdf @ injections) / limits
    vals, idx = jax.lax.top_k(loading, n_worst)
    return vals, idx
