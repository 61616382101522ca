from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def query_scores(W, pool, cfg):
    logits = pool @ W / cfg.temperature
    p = jax.nn.softmax(logits, -1)
    if cfg.strategy == "entropy":
        return -jnp.sum(p * jnp.log(p + 1e-9), -1)
    return 1.0 - jnp.max(p, -1)
