from functools import partial

import jax
import jax.numpy as jnp

QUERY_BATCH = 8


@partial(jax.jit, static_argnames=("k",))
def diverse_top_k(scores, feats, k=QUERY_BATCH):
    chosen = jnp.zeros(scores.shape[0], bool)
    idx = []
    s = scores
    for _ in range(k):
        i = jnp.argmax(jnp.where(chosen, -jnp.inf, s))
        idx.append(i)
        chosen = chosen.at[i].set(True)
        sim = jnp.exp(-jnp.sum((feats - feats[i]) ** 2, -1))
        s = s * (1.0 - 0.5 * sim)
    return jnp.stack(idx)
