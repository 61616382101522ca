from functools import partial

import jax
import jax.numpy as jnp

MAX_PAGE = 25


@partial(jax.jit, static_argnames=("k",))
def ranked_hotels(hotel_emb, query_emb, price, max_price, k=MAX_PAGE):
    score = hotel_emb @ query_emb - 10.0 * (price > max_price)
    return jax.lax.top_k(score, k)


def search(hotel_emb, query_emb, price, request):
    scores, idx = ranked_hotels(hotel_emb, query_emb, price, jnp.float32(request["max_price"]))
    n = request["page_size"]
    return scores[:n], idx[:n]
