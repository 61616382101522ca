import jax
import jax.numpy as jnp


@jax.jit
def masked_uniformity(tmap, mask):
    w = mask.astype(jnp.float32)
    n = w.sum()
    mean = jnp.sum(tmap * w) / n
    std = jnp.sqrt(jnp.sum(w * (tmap - mean) ** 2) / n)
    big = jnp.where(w > 0, tmap, -jnp.inf).max()
    small = jnp.where(w > 0, tmap, jnp.inf).min()
    return mean, std / mean * 100, (big - small) / (2 * mean) * 100
