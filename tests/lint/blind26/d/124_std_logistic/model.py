import jax
import jax.numpy as jnp


def init_logistic(key, n_features):
    return {
        "w": jax.random.normal(key, (n_features,)) * 0.01,
        "b": jnp.array(-2.0),  # prior log-odds of sight-threatening DR in screening
    }


def logits(params, x):
    return x @ params["w"] + params["b"]
