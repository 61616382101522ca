from functools import partial

import jax
import jax.numpy as jnp


def mapping_network(params, z):
    return jnp.tanh(z @ params["map"])


def synthesis(params, w):
    return jnp.tanh(w @ params["synth"]).reshape(w.shape[0], 4, 4, 3)


@partial(jax.jit, static_argnames=("truncation",))
def generate(params, z, w_avg, truncation=0.7):
    w = mapping_network(params, z)
    w = w_avg + truncation * (w - w_avg)
    return synthesis(params, w)
