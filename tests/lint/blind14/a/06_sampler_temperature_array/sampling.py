from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("top_k",))
def sample_next(logits, key, temperature, top_k):
    logits = logits / temperature
    vals, idx = jax.lax.top_k(logits, top_k)
    choice = jax.random.categorical(key, vals, axis=-1)
    return jnp.take_along_axis(idx, choice[:, None], axis=-1)[:, 0]
