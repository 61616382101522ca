import jax
import jax.numpy as jnp


def strength_schedule(step, warmup_steps):
    """Augmentation strength ramps linearly from 0 to full over the warmup."""
    return min(1, step / warmup_steps)


def color_jitter(key, images, strength):
    k1, k2 = jax.random.split(key)
    b = images.shape[0]
    brightness = 1.0 + strength * jax.random.uniform(k1, (b, 1, 1, 1), minval=-0.4, maxval=0.4)
    contrast = 1.0 + strength * jax.random.uniform(k2, (b, 1, 1, 1), minval=-0.4, maxval=0.4)
    mean = images.mean(axis=(1, 2, 3), keepdims=True)
    return (images - mean) * contrast + mean * brightness


def random_flip(key, images):
    flip = jax.random.bernoulli(key, 0.5, (images.shape[0], 1, 1, 1))
    return jnp.where(flip, images[:, :, ::-1], images)


def two_views(key, images, strength):
    ka, kb, kc, kd = jax.random.split(key, 4)
    v1 = color_jitter(ka, random_flip(kb, images), strength)
    v2 = color_jitter(kc, random_flip(kd, images), strength)
    return v1, v2
