from typing import Optional

import jax
import jax.numpy as jnp
import equinox as eqx


class SpeakerEmbedder(eqx.Module):
    encoder: eqx.nn.MLP
    adapter: Optional[jax.Array]

    def __init__(self, key, adapter=None):
        self.encoder = eqx.nn.MLP(40, 16, 32, 2, key=key)
        self.adapter = adapter

    def __call__(self, mfcc):
        e = self.encoder(mfcc)
        if self.adapter is not None:
            e = e + self.adapter @ e
        return e / jnp.linalg.norm(e)


@eqx.filter_jit
def embed_segments(model, segments):
    return jax.vmap(model)(segments)
