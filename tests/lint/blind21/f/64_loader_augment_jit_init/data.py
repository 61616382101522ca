from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def random_shift(key, images, pad):
    n, h, w, c = images.shape
    padded = jnp.pad(images, ((0, 0), (pad, pad), (pad, pad), (0, 0)), mode="edge")
    keys = jax.random.split(key, n)

    def crop(k, img):
        dx, dy = jax.random.randint(k, (2,), 0, 2 * pad + 1)
        return jax.lax.dynamic_slice(img, (dx, dy, 0), (h, w, c))

    return jax.vmap(crop)(keys, padded)


class AugmentedDemoLoader:
    def __init__(self, images, actions, batch_size, pad=2, seed=0):
        self.images, self.actions = images, actions
        self.batch_size, self.pad = batch_size, pad
        self.rng = np.random.default_rng(seed)
        self.key = jax.random.PRNGKey(seed)
        self._augment = jax.jit(partial(random_shift, pad=pad))

    def __iter__(self):
        augment = self._augment
        idx = self.rng.permutation(len(self.images))
        for s in range(0, len(idx) - self.batch_size + 1, self.batch_size):
            sel = idx[s:s + self.batch_size]
            self.key, sub = jax.random.split(self.key)
            yield augment(sub, self.images[sel]), self.actions[sel]
