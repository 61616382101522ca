import jax
import jax.numpy as jnp


def init_params(key, d_in, n_classes):
    return {
        "w": jax.random.normal(key, (d_in, n_classes)) * 0.1,
        "log_temperature": jnp.zeros((), jnp.float32),
    }


def logits(params, x):
    return (x @ params["w"]) / jnp.exp(params["log_temperature"])
