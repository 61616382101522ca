from functools import partial

import jax
import jax.numpy as jnp


class RequestConfig:
    def __init__(self, top_k, temperature):
        self.top_k = top_k
        self.temperature = temperature


@partial(jax.jit, static_argnums=(1,))
def rank_candidates(scores, cfg):
    scaled = scores / cfg.temperature
    vals, idx = jax.lax.top_k(scaled, cfg.top_k)
    return vals, idx


class Router:
    def __init__(self, default_top_k=3):
        self.default_top_k = default_top_k

    def handle(self, request):
        cfg = RequestConfig(request.get("top_k", self.default_top_k),
                            request.get("temperature", 1.0))
        return rank_candidates(jnp.asarray(request["scores"]), cfg)
