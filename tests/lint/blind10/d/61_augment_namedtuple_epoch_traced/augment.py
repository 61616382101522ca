from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class AugmentSpec(NamedTuple):
    max_brightness: float
    flip: bool
    total_epochs: int


@partial(jax.jit, static_argnums=(3,))
def augment_batch(key, images, epoch, spec):
    k_flip, k_bright = jax.random.split(key)
    # augmentation strength decays with a cosine schedule over training
    strength = 0.5 * (1 + jnp.cos(jnp.pi * epoch / spec.total_epochs))
    if spec.flip:
        flip = jax.random.bernoulli(k_flip, 0.5, (images.shape[0], 1, 1, 1))
        images = jnp.where(flip, images[:, :, ::-1], images)
    delta = jax.random.uniform(k_bright, (images.shape[0], 1, 1, 1), minval=-1, maxval=1)
    return images + strength * spec.max_brightness * delta
