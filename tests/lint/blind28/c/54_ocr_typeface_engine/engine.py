from functools import cached_property

import jax
import jax.numpy as jnp


def _match_templates(templates, glyphs):
    g = glyphs.reshape(glyphs.shape[0], -1)
    t = templates.reshape(templates.shape[0], -1)
    g = g - g.mean(axis=1, keepdims=True)
    t = t - t.mean(axis=1, keepdims=True)
    corr = (g @ t.T) / (jnp.linalg.norm(g, axis=1, keepdims=True) * jnp.linalg.norm(t, axis=1) + 1e-6)
    return jnp.argmax(corr, axis=1)


class TypefaceEngine:
    def __init__(self, templates):
        self.templates = templates

    @cached_property
    def matcher(self):
        return jax.jit(_match_templates)

    def read(self, glyphs):
        return self.matcher(self.templates, glyphs)
