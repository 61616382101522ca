from functools import partial

import jax
import jax.numpy as jnp


class SamplingConfig:
    def __init__(self, temperature=1.0, top_k=10, max_new_tokens=8):
        self.temperature = temperature
        self.top_k = top_k
        self.max_new_tokens = max_new_tokens


@partial(jax.jit, static_argnames=("config",))
def sample_continuation(params, prompt_last, key, config):
    def body(carry, k):
        tok, h = carry
        h = jnp.tanh(params["emb"][tok] + h @ params["rec"])
        logits = (h @ params["emb"].T) / config.temperature
        top_vals, top_idx = jax.lax.top_k(logits, config.top_k)
        choice = jax.random.categorical(k, top_vals)
        nxt = top_idx[choice]
        return (nxt, h), nxt

    keys = jax.random.split(key, config.max_new_tokens)
    h0 = jnp.zeros(params["rec"].shape[0])
    _, toks = jax.lax.scan(body, (prompt_last, h0), keys)
    return toks
