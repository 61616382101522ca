import jax
import jax.numpy as jnp


def init(key, num_items, dim):
    k1, k2 = jax.random.split(key)
    return {"item": 0.1 * jax.random.normal(k1, (num_items, dim)),
            "w": 0.1 * jax.random.normal(k2, (dim, dim))}


@jax.jit
def session_logits(params, sessions):
    h = params["item"][sessions].mean(1) @ params["w"]
    return h @ params["item"].T
