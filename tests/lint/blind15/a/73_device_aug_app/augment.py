import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1, 2, 3))
def crop_and_flip(images, top, left, size, flip):
    out = images[:, top:top + size, left:left + size, :]
    return jnp.where(flip, out[:, :, ::-1, :], out)


class DeviceAugmenter:
    def __init__(self, crop_size, pad, seed=0):
        self.crop_size = crop_size
        self.pad = pad
        self.key = jax.random.PRNGKey(seed)

    def __call__(self, images):
        padded = jnp.pad(images, ((0, 0), (self.pad, self.pad), (self.pad, self.pad), (0, 0)), mode="reflect")
        self.key, k1, k2, k3 = jax.random.split(self.key, 4)
        top = int(jax.random.randint(k1, (), 0, 2 * self.pad + 1))
        left = int(jax.random.randint(k2, (), 0, 2 * self.pad + 1))
        flip = jax.random.bernoulli(k3)
        return crop_and_flip(padded, top, left, self.crop_size, flip)
