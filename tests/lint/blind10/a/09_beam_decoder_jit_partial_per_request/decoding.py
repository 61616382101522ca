from functools import partial

import jax
import jax.numpy as jnp


def beam_step(params, tokens, scores, t, beam_width):
    last = tokens[:, t - 1]
    logits = params["emb"][last] @ params["out"]
    logp = jax.nn.log_softmax(logits, axis=-1)
    cand = scores[:, None] + logp
    flat = cand.reshape(-1)
    top_scores, top_idx = jax.lax.top_k(flat, beam_width)
    beam_idx = top_idx // logp.shape[-1]
    tok_idx = top_idx % logp.shape[-1]
    tokens = tokens[beam_idx].at[:, t].set(tok_idx)
    return tokens, top_scores


def beam_search(params, bos_id, max_len, beam_width):
    step = jax.jit(partial(beam_step, beam_width=beam_width))
    tokens = jnp.full((beam_width, max_len), bos_id, dtype=jnp.int32)
    scores = jnp.zeros((beam_width,)).at[1:].set(-1e9)
    for t in range(1, max_len):
        tokens, scores = step(params, tokens, scores, t)
    return tokens[0], scores[0]
