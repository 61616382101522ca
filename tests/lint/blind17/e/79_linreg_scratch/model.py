import jax.numpy as jnp


def init_params(n_features):
    return {"w": jnp.zeros(n_features), "b": 0.0}


def predict(params, X):
    return X @ params["w"] + params["b"]
