import jax
import jax.numpy as jnp

VOCAB = 64


def init_lm(key, dim=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (VOCAB, dim)) * 0.2,
            "w": jax.random.normal(k2, (dim, dim)) * 0.2,
            "out": jax.random.normal(k3, (dim, VOCAB)) * 0.2}


@jax.jit
def next_char_logits(params, prefix_ids):
    h = params["emb"][prefix_ids]
    decay = 0.8 ** jnp.arange(prefix_ids.shape[0])[::-1]
    ctx = jnp.tanh((h * decay[:, None]).sum(0) @ params["w"])
    return ctx @ params["out"]


def encode(text):
    return jnp.array([ord(c) % VOCAB for c in text], dtype=jnp.int32)
