from functools import partial

import jax
import jax.numpy as jnp

# every caller uses the same options so index and queries live in the same space
EMBED_OPTS = {"normalize": True}


@partial(jax.jit, static_argnames=("normalize",))
def embed_texts(table, token_ids, normalize=True):
    mask = (token_ids > 0)[..., None]
    v = (table[token_ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    if normalize:
        v = v / (jnp.linalg.norm(v, axis=-1, keepdims=True) + 1e-6)
    return v
