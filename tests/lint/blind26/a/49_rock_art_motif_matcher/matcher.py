import jax
import jax.numpy as jnp


class MotifMatcher:
    def __init__(self, templates):
        self.templates = templates / jnp.linalg.norm(templates, axis=1, keepdims=True)

    def _score(self, desc):
        d = desc / jnp.linalg.norm(desc, axis=1, keepdims=True)
        return jnp.max(d @ self.templates.T, axis=1)

    def match(self, desc):
        return jax.jit(self._score)(desc)
