import jax
import jax.numpy as jnp


def init_params(key, n_feat):
    return {
        "w": 0.01 * jax.random.normal(key, (n_feat,)),
        "b": jnp.zeros(()),
        "log_temp": jnp.zeros(()),
    }


def quality_logit(params, feats):
    return (feats @ params["w"] + params["b"]) * jnp.exp(-params["log_temp"])
