import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def recommend(user_vec, item_table, seen_mask, k):
    scores = item_table @ user_vec
    scores = jnp.where(seen_mask, -jnp.inf, scores)
    return jax.lax.top_k(scores, k)


def handle(request, item_table):
    k = request.get("limit", 10)
    scores, ids = recommend(request["user_vec"], item_table, request["seen"], k=k)
    return [int(i) for i in ids]
