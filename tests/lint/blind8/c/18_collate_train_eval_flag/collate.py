from functools import partial

import jax
import jax.numpy as jnp

MASK_ID = 3
PAD_ID = 0


@partial(jax.jit, static_argnames=("training",))
def collate(ids, key, training):
    """Token dropout + random masking for training, identity for eval."""
    pad = ids == PAD_ID
    if training:
        k_mask, k_drop = jax.random.split(key)
        masked = jax.random.bernoulli(k_mask, 0.15, ids.shape) & ~pad
        ids = jnp.where(masked, MASK_ID, ids)
        keep = jax.random.bernoulli(k_drop, 0.9, ids.shape) | pad
        ids = jnp.where(keep, ids, PAD_ID)
    return ids, (~pad).sum(-1)
