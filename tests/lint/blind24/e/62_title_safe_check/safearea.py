from functools import partial

import jax
import jax.numpy as jnp


class SafeAreaChecker:
    def __init__(self, action=0.93, title=0.9):
        self.action = action
        self.title = title

    def _key(self):
        return (self.action, self.title)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, SafeAreaChecker) and self._key() == other._key()

    @partial(jax.jit, static_argnums=0)
    def violations(self, alpha):
        h, w = alpha.shape
        ys = jnp.abs(jnp.arange(h) - (h - 1) / 2) / (h / 2)
        xs = jnp.abs(jnp.arange(w) - (w - 1) / 2) / (w / 2)
        outside = jnp.maximum(ys[:, None], xs[None, :]) > self.title
        return jnp.sum((alpha > 0.1) & outside)
