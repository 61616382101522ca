import jax
import jax.numpy as jnp


@jax.jit
def holding_time(params, features):
    h = jnp.tanh(features @ params["w"] + params["b"])
    return jax.nn.softplus(h @ params["v"])


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (4, 16)) * 0.3, "b": jnp.zeros(16),
            "v": jax.random.normal(k2, (16,)) * 0.3}
