import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_iter",))
def clipped_background(image, n_iter=3, n_sigma=3.0):
    mask = jnp.ones(image.shape, bool)
    for _ in range(n_iter):
        n = jnp.maximum(mask.sum(), 1)
        mu = jnp.sum(jnp.where(mask, image, 0.0)) / n
        sd = jnp.sqrt(jnp.sum(jnp.where(mask, (image - mu) ** 2, 0.0)) / n)
        mask = jnp.abs(image - mu) < n_sigma * sd
    return mu, sd
