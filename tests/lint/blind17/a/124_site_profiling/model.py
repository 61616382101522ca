from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("tag",))
def score_site(params, x, tag):
    with jax.named_scope(tag):
        h = jnp.tanh(x @ params["w1"])
        return jax.nn.sigmoid(h @ params["w2"])
