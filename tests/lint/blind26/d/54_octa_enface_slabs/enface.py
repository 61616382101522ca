import jax
import jax.numpy as jnp


@jax.jit
def enface_projection(volume, top, bottom, gamma=0.5):
    depth = jnp.arange(volume.shape[1])[None, :, None]
    slab = (depth >= top[:, None, :]) & (depth < bottom[:, None, :])
    proj = jnp.where(slab, volume, 0.0).sum(1) / jnp.maximum(slab.sum(1), 1)
    return jnp.clip(proj, 0, None) ** gamma
