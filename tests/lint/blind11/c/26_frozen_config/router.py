from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class RankConfig:
    top_k: int = 3
    temperature: float = 1.0


@partial(jax.jit, static_argnums=(1,))
def rank_candidates(scores, cfg):
    vals, idx = jax.lax.top_k(scores / cfg.temperature, cfg.top_k)
    return vals, idx


class Router:
    def __init__(self, cfg=RankConfig()):
        self.cfg = cfg

    def handle(self, request):
        return rank_candidates(jnp.asarray(request["scores"]), self.cfg)
