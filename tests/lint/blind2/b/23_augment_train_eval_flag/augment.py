from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="training")
def preprocess(key, images, training):
    images = images.astype(jnp.float32) / 255.0
    if training:
        k_flip, k_noise = jax.random.split(key)
        flip = jax.random.bernoulli(k_flip, 0.5, (images.shape[0], 1, 1, 1))
        images = jnp.where(flip, images[:, :, ::-1], images)
        images = images + 0.02 * jax.random.normal(k_noise, images.shape)
    return (images - 0.5) / 0.25
