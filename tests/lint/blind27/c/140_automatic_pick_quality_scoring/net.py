from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="activation")
def pick_confidence(params, x, activation):
    h = activation(x @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"])
