from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from options import DecodeOptions


@partial(jax.jit, static_argnums=(2,))
def greedy_decode(emb, src_ids, opts):
    memory = emb[src_ids].mean(axis=1)

    def step(carry, _):
        state, last, alive, length = carry
        state = jnp.tanh(state + emb[last])
        logits = state @ emb.T
        tok = jnp.argmax(logits, axis=-1)
        tok = jnp.where(alive, tok, opts.eos_id)
        length = length + alive.astype(jnp.int32)
        alive = alive & (tok != opts.eos_id)
        return (state, tok, alive, length), tok

    batch = src_ids.shape[0]
    init = (memory, jnp.ones((batch,), jnp.int32), jnp.ones((batch,), bool), jnp.zeros((batch,), jnp.int32))
    (_, _, _, length), toks = jax.lax.scan(step, init, None, length=opts.max_len)
    norm = ((5.0 + length) / 6.0) ** opts.length_penalty
    return toks.T, norm


class TranslationService:
    def __init__(self, vocab_size=24, dim=16, seed=0):
        rng = np.random.default_rng(seed)
        self.emb = jnp.asarray(rng.normal(size=(vocab_size, dim)).astype(np.float32))

    def handle(self, request):
        opts = DecodeOptions(max_len=request.get("max_len", 8),
                             length_penalty=request.get("length_penalty", 0.6))
        src = jnp.asarray(request["src"], dtype=jnp.int32)
        toks, norm = greedy_decode(self.emb, src, opts)
        return {"tokens": np.asarray(toks).tolist(), "norm": np.asarray(norm).tolist()}
