from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def beam_search(logit_table, start, cfg):
    vocab = logit_table.shape[-1]
    scores = jnp.zeros((cfg.beam_size,)).at[1:].set(-1e9)
    tokens = jnp.full((cfg.beam_size,), start, dtype=jnp.int32)

    def body(t, carry):
        scores, tokens = carry
        logp = jax.nn.log_softmax(logit_table[tokens], axis=-1)
        cand = (scores[:, None] + logp).reshape(-1)
        top, flat = jax.lax.top_k(cand, cfg.beam_size)
        return top, (flat % vocab).astype(jnp.int32)

    scores, tokens = jax.lax.fori_loop(0, cfg.max_len, body, (scores, tokens))
    norm = ((5.0 + cfg.max_len) / 6.0) ** cfg.length_penalty
    return scores / norm, tokens
