from functools import partial

import jax
import jax.numpy as jnp


class LatentSampler:
    def __init__(self, decoder, latent_dim, temperature=1.0):
        self.decoder = decoder
        self.latent_dim = latent_dim
        self.temperature = temperature

    @partial(jax.jit, static_argnums=(0, 3))
    def sample(self, params, key, n):
        z = self.temperature * jax.random.normal(key, (n, self.latent_dim))
        return jax.nn.sigmoid(self.decoder.apply(params, z))
