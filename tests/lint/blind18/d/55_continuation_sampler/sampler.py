from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps",))
def continue_tokens(params, prompt_last, key, n_steps):
    def step(carry, k):
        tok = carry
        logits = params["emb"][tok] @ params["out"]
        nxt = jax.random.categorical(k, logits)
        return nxt, nxt

    keys = jax.random.split(key, n_steps)
    _, toks = jax.lax.scan(step, prompt_last, keys)
    return toks
