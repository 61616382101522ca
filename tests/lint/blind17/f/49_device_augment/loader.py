import jax
import jax.numpy as jnp
import numpy as np


def augment_one(key, img, strength):
    k1, k2 = jax.random.split(key)
    flip = jax.random.bernoulli(k1)
    img = jnp.where(flip, img[:, ::-1], img)
    gain = 1.0 + strength * jax.random.uniform(k2, (), minval=-1.0, maxval=1.0)
    return jnp.clip(img * gain, 0.0, 1.0)


class TwoViewLoader:
    def __init__(self, images, batch_size, strength=0.4, seed=0):
        self.images = images
        self.batch_size = batch_size
        self.strength = strength
        self.key = jax.random.PRNGKey(seed)
        self._augment = jax.jit(jax.vmap(augment_one, in_axes=(0, 0, None)))

    def __iter__(self):
        n = len(self.images) // self.batch_size
        for b in range(n):
            x = jnp.asarray(self.images[b * self.batch_size:(b + 1) * self.batch_size])
            self.key, k1, k2 = jax.random.split(self.key, 3)
            aug = self._augment
            v1 = aug(jax.random.split(k1, len(x)), x, self.strength)
            v2 = aug(jax.random.split(k2, len(x)), x, self.strength)
            yield v1, v2
