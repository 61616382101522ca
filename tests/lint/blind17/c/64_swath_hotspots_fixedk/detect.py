from functools import partial

import jax
import jax.numpy as jnp

TOP_K = 16


@partial(jax.jit, static_argnames=("k",))
def hottest_clear_pixels(bt, clear, k):
    masked = jnp.where(clear, bt, -jnp.inf)
    top, idx = jax.lax.top_k(masked, k)
    return top, idx


def fire_candidates(bt, clear):
    return hottest_clear_pixels(bt, clear, k=TOP_K)
