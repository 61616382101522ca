from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, d_in=2, d_hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)) / jnp.sqrt(d_in),
        "b1": jnp.zeros(d_hidden),
        "w2": jax.random.normal(k2, (d_hidden, 1)) / jnp.sqrt(d_hidden),
    }


@partial(jax.jit, static_argnames=("stochastic",))
def predict(params, x, key, stochastic, rate=0.2):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    if stochastic:
        keep = jax.random.bernoulli(key, 1.0 - rate, h.shape)
        h = jnp.where(keep, h / (1.0 - rate), 0.0)
    return (h @ params["w2"])[:, 0]
