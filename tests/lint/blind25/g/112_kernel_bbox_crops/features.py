import jax
import jax.numpy as jnp


@jax.jit
def kernel_shape_features(crop):
    mask = crop > 0.3
    area = mask.sum()
    rows = jnp.any(mask, axis=1).sum()
    cols = jnp.any(mask, axis=0).sum()
    return jnp.stack([area, cols / jnp.maximum(rows, 1), crop.mean()])
