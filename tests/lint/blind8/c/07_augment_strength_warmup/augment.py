import jax
import jax.numpy as jnp


@jax.jit
def augment(images, key, strength):
    k_noise, k_flip, k_bright = jax.random.split(key, 3)
    flip = jax.random.bernoulli(k_flip, 0.5 * strength, (images.shape[0], 1, 1))
    images = jnp.where(flip, images[:, :, ::-1], images)
    bright = 1.0 + strength * jax.random.uniform(k_bright, (images.shape[0], 1, 1), minval=-0.2, maxval=0.2)
    noise = strength * 0.05 * jax.random.normal(k_noise, images.shape)
    return jnp.clip(images * bright + noise, 0.0, 1.0)
