from functools import partial

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (din, dout) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (din, dout)) / jnp.sqrt(din), "b": jnp.zeros(dout)})
    return params


@partial(jax.jit, static_argnames=("training",))
def ranker_forward(params, x, key, training=False):
    h = x
    for i, layer in enumerate(params):
        h = h @ layer["w"] + layer["b"]
        if i < len(params) - 1:
            h = jax.nn.relu(h)
            if training:
                key, sub = jax.random.split(key)
                keep = jax.random.bernoulli(sub, 0.8, h.shape)
                h = jnp.where(keep, h / 0.8, 0.0)
    return h.squeeze(-1)
