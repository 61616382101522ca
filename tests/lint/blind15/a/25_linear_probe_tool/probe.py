import jax
import jax.numpy as jnp
import numpy as np


def init_probe(key, feature_dim, num_classes):
    w = jax.random.normal(key, (feature_dim, num_classes)) * 0.01
    return {
        "w": w,
        "b": jnp.zeros((num_classes,)),
        "log_scale": jnp.zeros((), jnp.float32),
    }


def probe_logits(params, feats):
    feats = feats / jnp.linalg.norm(feats, axis=-1, keepdims=True)
    return jnp.exp(params["log_scale"]) * (feats @ params["w"]) + params["b"]
