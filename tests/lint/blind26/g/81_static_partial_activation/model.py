from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("activation",))
def embed(params, x, activation):
    h = activation(x @ params["w1"])
    return h @ params["w2"]
