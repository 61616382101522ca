from functools import cached_property
import jax
import jax.numpy as jnp


def _similarity(desc, templates):
    d = desc / jnp.linalg.norm(desc, axis=1, keepdims=True)
    t = templates / jnp.linalg.norm(templates, axis=1, keepdims=True)
    return d @ t.T


class MotifIndex:
    def __init__(self, templates):
        self.templates = templates

    @cached_property
    def similarity(self):
        return jax.jit(_similarity)

    def best(self, desc):
        return self.similarity(desc, self.templates).argmax(1)
