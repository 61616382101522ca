import jax
import jax.numpy as jnp


def init_params(key, lookback, horizon, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (lookback, hidden)) / jnp.sqrt(lookback),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, horizon)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(horizon),
    }


def forecast(params, x):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((forecast(params, x) - y) ** 2)
