from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def greedy_transliterate(spec, emb, src_ids):
    ctx = emb[src_ids].mean(axis=1)

    def step(tok, _):
        logits = (emb[tok] + ctx) @ emb.T
        nxt = jnp.argmax(logits[:, :spec.vocab_size], axis=-1)
        return nxt, nxt

    start = jnp.full((src_ids.shape[0],), spec.bos_id, dtype=jnp.int32)
    _, out = jax.lax.scan(step, start, None, length=spec.max_len)
    return out.T
