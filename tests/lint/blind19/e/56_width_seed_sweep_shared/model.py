import jax
import jax.numpy as jnp


def init_mlp(key, din, width):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (din, width)) / jnp.sqrt(din), "b1": jnp.zeros(width),
            "w2": jax.random.normal(k2, (width,)) / jnp.sqrt(width)}


def predict(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
