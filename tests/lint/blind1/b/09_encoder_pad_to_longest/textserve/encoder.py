from typing import NamedTuple

import jax
import jax.numpy as jnp

from .tokenizer import VOCAB_SIZE


class EncoderParams(NamedTuple):
    embed: jax.Array
    proj: jax.Array

    @classmethod
    def init(cls, key, dim=32):
        k1, k2 = jax.random.split(key)
        return cls(jax.random.normal(k1, (VOCAB_SIZE, dim)) * 0.1,
                   jax.random.normal(k2, (dim, dim)) / jnp.sqrt(dim))


@jax.jit
def encode(params: EncoderParams, ids, mask):
    h = jnp.tanh(params.embed[ids] @ params.proj)
    pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)
