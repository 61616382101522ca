from functools import partial

import jax
import jax.numpy as jnp


def _next_logits(params, last):
    return params["emb"][last] @ params["out"]


def greedy_step(params, tokens, key, t):
    logits = _next_logits(params, tokens[:, t - 1])
    return tokens.at[:, t].set(jnp.argmax(logits, -1))


def sample_step(params, tokens, key, t, temperature):
    logits = _next_logits(params, tokens[:, t - 1]) / temperature
    return tokens.at[:, t].set(jax.random.categorical(key, logits))


def top_k_step(params, tokens, key, t, k):
    logits = _next_logits(params, tokens[:, t - 1])
    vals, idx = jax.lax.top_k(logits, k)
    choice = jax.random.categorical(key, vals)
    return tokens.at[:, t].set(jnp.take_along_axis(idx, choice[:, None], 1)[:, 0])


DECODERS = {
    "greedy": jax.jit(greedy_step),
    "sample": jax.jit(partial(sample_step, temperature=0.8)),
    "top_k": jax.jit(partial(top_k_step, k=5)),
}


def decode(params, prompts, strategy, max_len, key):
    step = DECODERS[strategy]
    tokens = jnp.zeros((prompts.shape[0], max_len), jnp.int32).at[:, 0].set(prompts)
    for t in range(1, max_len):
        key, sub = jax.random.split(key)
        tokens = step(params, tokens, sub, t)
    return tokens
