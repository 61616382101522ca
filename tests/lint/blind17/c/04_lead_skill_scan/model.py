import jax
import jax.numpy as jnp


def init_params(key, n):
    k1, k2 = jax.random.split(key)
    return {
        "A": jnp.eye(n) * 0.95 + 0.01 * jax.random.normal(k1, (n, n)),
        "c": 0.01 * jax.random.normal(k2, (n,)),
    }


def step(params, x):
    return jnp.tanh(x @ params["A"] + params["c"])
