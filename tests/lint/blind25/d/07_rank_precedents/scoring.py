from functools import partial
import jax
import jax.numpy as jnp

class ScoringConfig:
    def __init__(self, top_k=5, temperature=0.1):
        self.top_k = top_k
        self.temperature = temperature

@partial(jax.jit, static_argnums=(2,))
def rank_precedents(query, index, cfg):
    sims = index @ query / cfg.temperature
    scores, ids = jax.lax.top_k(sims, cfg.top_k)
    return jax.nn.softmax(scores), ids
