from functools import partial

import jax
import jax.numpy as jnp

from heads import RankingHead


class HeadSpec:
    def __init__(self, hidden, temperature):
        self.hidden = hidden
        self.temperature = temperature

    def build(self):
        return RankingHead(hidden=self.hidden, temperature=self.temperature)


@partial(jax.jit, static_argnums=0)
def rank(spec, params, user_vec, item_vecs):
    scores = spec.build().apply(params, user_vec, item_vecs)
    return jnp.argsort(-scores)[:10], scores


def handle_request(params, user_vec, item_vecs, cfg):
    spec = HeadSpec(hidden=cfg["hidden"], temperature=cfg["temperature"])
    order, _ = rank(spec, params, user_vec, item_vecs)
    return order
