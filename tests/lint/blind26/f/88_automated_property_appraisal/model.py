import jax
import jax.numpy as jnp

@jax.jit
def appraisal_model(params, features):
    h = jnp.tanh(features @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
