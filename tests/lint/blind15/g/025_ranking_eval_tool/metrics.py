from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def ndcg_at_k(scores, relevance, k):
    order = jnp.argsort(-scores)[:k]
    gains = (2.0 ** relevance[order] - 1) / jnp.log2(jnp.arange(2, k + 2))
    ideal = jnp.sort(relevance)[::-1][:k]
    ideal_gains = (2.0 ** ideal - 1) / jnp.log2(jnp.arange(2, k + 2))
    return gains.sum() / jnp.maximum(ideal_gains.sum(), 1e-9)
