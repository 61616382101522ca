from functools import partial

import jax
import jax.numpy as jnp

from heads import RankingHead


@partial(jax.jit, static_argnums=0)
def rank(head, params, user_vec, item_vecs):
    scores = head.apply(params, user_vec, item_vecs)
    return jnp.argsort(-scores)[:10], scores


def handle_request(params, user_vec, item_vecs, cfg):
    head = RankingHead(hidden=cfg["hidden"], temperature=cfg["temperature"])
    order, _ = rank(head, params, user_vec, item_vecs)
    return order
