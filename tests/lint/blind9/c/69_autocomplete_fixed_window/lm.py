import jax
import jax.numpy as jnp
import numpy as np

VOCAB = 64
MAX_PREFIX = 16


def init_lm(key, dim=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": jax.random.normal(k1, (VOCAB, dim)) * 0.2,
            "w": jax.random.normal(k2, (dim, dim)) * 0.2,
            "out": jax.random.normal(k3, (dim, VOCAB)) * 0.2}


@jax.jit
def next_char_logits(params, prefix_ids, valid):
    h = params["emb"][prefix_ids] * valid[:, None]
    decay = 0.8 ** jnp.arange(prefix_ids.shape[0])[::-1]
    ctx = jnp.tanh((h * decay[:, None]).sum(0) @ params["w"])
    return ctx @ params["out"]


def encode(text):
    """Right-aligned window of the last MAX_PREFIX characters."""
    tail = text[-MAX_PREFIX:]
    ids = np.zeros(MAX_PREFIX, np.int32)
    valid = np.zeros(MAX_PREFIX, np.float32)
    if tail:
        ids[-len(tail):] = [ord(c) % VOCAB for c in tail]
        valid[-len(tail):] = 1.0
    return ids, valid
