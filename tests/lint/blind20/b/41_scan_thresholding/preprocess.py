import functools

import jax
import jax.numpy as jnp


class Binarizer:
    def __init__(self, window=5, offset=0.05):
        self.window = window
        self.offset = offset

    def _key(self):
        return (self.window, self.offset)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, Binarizer) and self._key() == other._key()

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, page):
        k = jnp.ones((self.window, self.window)) / (self.window ** 2)
        local_mean = jax.scipy.signal.convolve2d(page, k, mode="same")
        return (page > local_mean - self.offset).astype(jnp.float32)
