from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnums=(3,))
def rerank_clauses(query, cands, lengths, cfg):
    s = cands @ query - cfg.length_penalty * jnp.log1p(lengths)
    vals, idx = jax.lax.top_k(s, cfg.top_k)
    return idx
