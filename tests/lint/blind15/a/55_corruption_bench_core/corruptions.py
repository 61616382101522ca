import functools

import jax
import jax.numpy as jnp

SEVERITY_SIGMA = {1: 0.08, 2: 0.12, 3: 0.18, 4: 0.26, 5: 0.38}


def gaussian_noise(key, images, sigma):
    return jnp.clip(images + sigma * jax.random.normal(key, images.shape), -3.0, 3.0)


def corruption_fn(severity):
    return jax.jit(functools.partial(gaussian_noise, sigma=SEVERITY_SIGMA[severity]))
