from functools import partial

import jax
import jax.numpy as jnp


class AugPolicy:
    def __init__(self, flip_prob=0.5, brightness=0.2):
        self.flip_prob = flip_prob
        self.brightness = brightness


@partial(jax.jit, static_argnums=2)
def augment_batch(key, images, policy):
    k1, k2 = jax.random.split(key)
    flip = jax.random.bernoulli(k1, policy.flip_prob, (images.shape[0], 1, 1, 1))
    images = jnp.where(flip, images[:, :, ::-1], images)
    delta = jax.random.uniform(k2, (images.shape[0], 1, 1, 1), minval=-policy.brightness,
                               maxval=policy.brightness)
    return jnp.clip(images + delta, 0.0, 1.0)
