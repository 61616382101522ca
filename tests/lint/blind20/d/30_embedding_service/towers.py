import functools

import jax
import jax.numpy as jnp
from flax import linen as nn


class Tower(nn.Module):
    dim: int = 24

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.dim)(x)
        x = nn.LayerNorm()(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


class EmbeddingService:
    def __init__(self, params, module):
        self.params = params
        self.module = module

    @functools.cached_property
    def encoder(self):
        return jax.jit(self.module.apply)

    def embed(self, batch):
        return self.encoder(self.params, batch)
