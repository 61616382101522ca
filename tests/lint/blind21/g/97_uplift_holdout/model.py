import jax
import jax.numpy as jnp


def init_params(key, d):
    k1, k2 = jax.random.split(key)
    return {"w_base": 0.01 * jax.random.normal(k1, (d,)),
            "w_lift": 0.01 * jax.random.normal(k2, (d,))}


@jax.jit
def predict(params, x, t):
    base = x @ params["w_base"]
    lift = x @ params["w_lift"]
    return base + t * lift


def uplift(params, x):
    return x @ params["w_lift"]
