from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def recommend(user_vec, item_emb, exclude_ids, exclude_valid, k=5):
    scores = item_emb @ user_vec
    banned = jnp.zeros(scores.shape, bool).at[exclude_ids].max(exclude_valid)
    scores = jnp.where(banned, -jnp.inf, scores)
    return jax.lax.top_k(scores, k)[1]
