from functools import partial

import jax
import jax.numpy as jnp

MAX_TOP_K = 64


@partial(jax.jit, static_argnames=("k_max",))
def sample_top_k(key, logits, temperature, top_k, k_max=MAX_TOP_K):
    vals, idx = jax.lax.top_k(logits / temperature, k_max)
    keep = jnp.arange(k_max)[None, :] < top_k
    vals = jnp.where(keep, vals, -jnp.inf)
    choice = jax.random.categorical(key, vals, axis=-1)
    return jnp.take_along_axis(idx, choice[:, None], axis=-1)[:, 0]
