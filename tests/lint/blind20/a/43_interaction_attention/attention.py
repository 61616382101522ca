import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(2,))
def interaction_scores(wq, feats, n_valid):
    x = feats[:n_valid]
    q = x @ wq
    logits = q @ x.T / jnp.sqrt(q.shape[-1])
    attn = jax.nn.softmax(logits, axis=-1)
    return attn[0]
