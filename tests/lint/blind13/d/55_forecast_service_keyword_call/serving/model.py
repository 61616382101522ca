import jax
import jax.numpy as jnp

CONTEXT, HORIZON = 24, 6


def init_params(key):
    return {"w": jax.random.normal(key, (CONTEXT, HORIZON)) * 0.05, "b": jnp.zeros(HORIZON)}


@jax.jit
def predict(params, history, scale):
    mu = history.mean(-1, keepdims=True)
    return (history - mu) @ params["w"] * scale + params["b"] + mu
