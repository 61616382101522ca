from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp


def _forward(x, is_training):
    x = hk.Linear(16)(x)
    x = jax.nn.relu(x)
    if is_training:
        x = hk.dropout(hk.next_rng_key(), 0.1, x)
    return hk.Linear(2)(x)


forward = hk.transform(_forward)


@partial(jax.jit, static_argnums=(3,))
def haiku_logits(params, key, x, is_training):
    return forward.apply(params, key, x, is_training)
