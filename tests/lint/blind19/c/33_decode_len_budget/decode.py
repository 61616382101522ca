from functools import partial

import jax
import jax.numpy as jnp
from flax import nnx

BOS, EOS = 1, 2


@partial(nnx.jit, static_argnames="max_steps")
def translate(model, src, max_steps):
    h = model.encode(src)
    tok = jnp.full((src.shape[0],), BOS, dtype=jnp.int32)
    out = []
    for _ in range(max_steps):
        h, tok = model.step(h, tok)
        out.append(tok)
    return jnp.stack(out, axis=1)


def translate_corpus(model, sentences, pad_to, ratio=1.5):
    results = []
    for sent in sentences:
        src = jnp.zeros((1, pad_to), jnp.int32).at[0, :len(sent)].set(jnp.asarray(sent))
        budget = int(len(sent) * ratio) + 2
        results.append(translate(model, src, max_steps=budget)[0].tolist())
    return results
