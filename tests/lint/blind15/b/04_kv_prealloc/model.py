import jax
import jax.numpy as jnp

VOCAB, DIM = 50, 16


def init(key):
    ks = jax.random.split(key, 4)
    return {
        "embed": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
        "wq": jax.random.normal(ks[1], (DIM, DIM)) * 0.1,
        "wkv": jax.random.normal(ks[2], (DIM, 2 * DIM)) * 0.1,
        "out": jax.random.normal(ks[3], (DIM, VOCAB)) * 0.1,
    }


def attend(q, k, v):
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    return jax.nn.softmax(scores, axis=-1) @ v
