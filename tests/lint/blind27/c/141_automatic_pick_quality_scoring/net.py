from functools import partial

import jax
import jax.numpy as jnp

LEAKY = partial(jax.nn.leaky_relu, negative_slope=0.1)


@partial(jax.jit, static_argnames="activation")
def arrival_quality(params, x, activation=LEAKY):
    h = activation(x @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"])
