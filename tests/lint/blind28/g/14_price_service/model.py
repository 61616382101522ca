import jax
import jax.numpy as jnp


def init_params(key, n_in=12, hidden=24):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, hidden)) * 0.1, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) * 0.1, "b2": jnp.zeros(())}


@jax.jit
def price_forecast(params, features):
    h = jax.nn.silu(features @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
