import jax
import jax.numpy as jnp


@jax.jit
def stitch_bev(images, valid):
    feats = jnp.mean(images, axis=-1)
    return jnp.einsum("c,chw->hw", valid, feats) / jnp.maximum(valid.sum(), 1.0)
