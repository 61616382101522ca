import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (din, dout)) / jnp.sqrt(din),
                       "b": jnp.zeros((dout,))})
    return params


def energy(params, r):
    h = 1.0 / r
    for layer in params[:-1]:
        h = jnp.tanh(h @ layer["w"] + layer["b"])
    return h @ params[-1]["w"] + params[-1]["b"]


def loss_fn(params, r, e):
    return jnp.mean((energy(params, r) - e) ** 2)
