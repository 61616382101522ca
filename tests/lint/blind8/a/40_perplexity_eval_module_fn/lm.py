import jax
import jax.numpy as jnp

VOCAB = 80
DIM = 24


def init_lm(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.05,
            "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.05}


def lm_logits(params, tokens):
    h = params["embed"][tokens]
    h = jnp.cumsum(h, axis=1) / jnp.arange(1, tokens.shape[1] + 1)[None, :, None]
    return h @ params["out"]
