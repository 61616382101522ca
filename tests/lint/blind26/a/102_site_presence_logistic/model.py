import jax.numpy as jnp


def init_params(n_features):
    return {"w": jnp.zeros(n_features, jnp.float32), "b": 0.0}


def logits(params, x):
    return x @ params["w"] + params["b"]
