import functools

import jax
import jax.numpy as jnp


class PatchAugmenter:
    def __init__(self, crop=24, flip_prob=0.5, brightness=0.1):
        self.crop = crop
        self.flip_prob = flip_prob
        self.brightness = brightness

    @functools.cached_property
    def _batched(self):
        crop, flip_prob, brightness = self.crop, self.flip_prob, self.brightness

        def augment_one(img, k):
            k_off, k_flip, k_b = jax.random.split(k, 3)
            h, w, c = img.shape
            off = jax.random.randint(k_off, (2,), 0, jnp.array([h - crop + 1, w - crop + 1]))
            patch = jax.lax.dynamic_slice(img, (off[0], off[1], 0), (crop, crop, c))
            patch = jnp.where(jax.random.bernoulli(k_flip, flip_prob), patch[:, ::-1], patch)
            return jnp.clip(patch + brightness * jax.random.normal(k_b, ()), 0.0, 1.0)

        return jax.jit(jax.vmap(augment_one))

    def __call__(self, images, key):
        keys = jax.random.split(key, images.shape[0])
        return self._batched(images, keys)
