from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, d_in, d_hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_in, d_hidden)) * 0.3,
            "w2": jax.random.normal(k2, (d_hidden,)) * 0.3}


@partial(jax.jit, static_argnames=("train",))
def forecast_loss(params, x, y, key, train):
    h = jnp.tanh(x @ params["w1"])
    if train:
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
    pred = h @ params["w2"]
    return jnp.mean((pred - y) ** 2)


grad_loss = jax.grad(forecast_loss)
