import jax
import jax.numpy as jnp

from data import HOP, N_PH


def init(key, dim=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": 0.1 * jax.random.normal(k1, (N_PH, dim)),
            "f0_w": 0.1 * jax.random.normal(k2, (dim,)),
            "out": 0.1 * jax.random.normal(k3, (dim, HOP))}


def synth(params, phonemes, f0=None):
    h = params["emb"][phonemes]
    if f0 is not None:
        h = h + jnp.log(f0)[:, None] * params["f0_w"]
    return (jnp.tanh(h) @ params["out"]).reshape(-1)
