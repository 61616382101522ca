from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("exclude", "k"))
def recommend(user_vec, item_emb, exclude=(), k=5):
    scores = item_emb @ user_vec
    if exclude:
        scores = scores.at[jnp.array(exclude)].set(-jnp.inf)
    return jax.lax.top_k(scores, k)[1]
