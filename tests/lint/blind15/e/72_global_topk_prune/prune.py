import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="k")
def global_topk_mask(flat_weights, k):
    _, idx = jax.lax.top_k(jnp.abs(flat_weights), k)
    return jnp.zeros_like(flat_weights).at[idx].set(1.0)


def keep_count(n, sparsity):
    return int(round(n * (1.0 - sparsity)))
