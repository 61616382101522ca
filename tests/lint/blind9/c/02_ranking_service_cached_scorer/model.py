import functools

import jax
import jax.numpy as jnp


def init_params(key, n_items, dim):
    k_item, k_user = jax.random.split(key)
    return {
        "item_emb": jax.random.normal(k_item, (n_items, dim)) * 0.1,
        "user_proj": jax.random.normal(k_user, (dim, dim)) * 0.1,
        "item_bias": jnp.zeros((n_items,)),
    }


@functools.lru_cache(maxsize=8)
def make_score_fn(temperature=1.0):
    """Compiled scorer for a given softmax temperature; params are passed per call."""

    def score(params, user_vec, candidate_ids):
        q = user_vec @ params["user_proj"]
        items = params["item_emb"][candidate_ids]
        logits = items @ q + params["item_bias"][candidate_ids]
        return jax.nn.softmax(logits / temperature)

    return jax.jit(score)
