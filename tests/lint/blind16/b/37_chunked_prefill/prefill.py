from functools import partial

import jax
import jax.numpy as jnp

from rope import rotary

CHUNK = 8


@partial(jax.jit, static_argnames=("offset",))
def prefill_chunk(params, cache_k, cache_v, chunk_ids, offset):
    x = params["emb"][chunk_ids]                       # [C, D]
    positions = jnp.arange(offset, offset + CHUNK)
    k = rotary(x @ params["wk"], positions)
    v = x @ params["wv"]
    cache_k = jax.lax.dynamic_update_slice_in_dim(cache_k, k, offset, axis=0)
    cache_v = jax.lax.dynamic_update_slice_in_dim(cache_v, v, offset, axis=0)
    q = rotary(x @ params["wq"], positions)
    scores = q @ cache_k.T / jnp.sqrt(x.shape[-1])
    visible = jnp.arange(cache_k.shape[0])[None, :] <= positions[:, None]
    att = jax.nn.softmax(jnp.where(visible, scores, -1e9), axis=-1)
    return att @ cache_v, cache_k, cache_v


def prefill(params, prompt, max_len):
    dim = params["emb"].shape[1]
    cache_k = jnp.zeros((max_len, dim))
    cache_v = jnp.zeros((max_len, dim))
    for offset in range(0, len(prompt), CHUNK):
        chunk = prompt[offset : offset + CHUNK]
        h, cache_k, cache_v = prefill_chunk(params, cache_k, cache_v, chunk, offset=offset)
    return h, cache_k, cache_v
