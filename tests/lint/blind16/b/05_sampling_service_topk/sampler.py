from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("top_k",))
def sample_top_k(key, logits, temperature, top_k):
    vals, idx = jax.lax.top_k(logits / temperature, top_k)
    choice = jax.random.categorical(key, vals, axis=-1)
    return jnp.take_along_axis(idx, choice[:, None], axis=-1)[:, 0]
