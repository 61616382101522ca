import jax
import jax.numpy as jnp

@jax.jit
def appraise(params, features):
    h = jnp.tanh(features @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]

def init(key, d=6, h=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, h)) * 0.3, "b1": jnp.zeros(h),
            "w2": jax.random.normal(k2, (h,)) * 0.3, "b2": jnp.zeros(())}
