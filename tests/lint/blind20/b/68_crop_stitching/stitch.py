import jax
import jax.numpy as jnp


@jax.jit
def stitch_crops(*crops):
    """Concatenate word crops of one line side by side with a 2px gap."""
    h = crops[0].shape[0]
    gap = jnp.zeros((h, 2), crops[0].dtype)
    parts = []
    for c in crops:
        parts.extend([c, gap])
    return jnp.concatenate(parts[:-1], axis=1)
