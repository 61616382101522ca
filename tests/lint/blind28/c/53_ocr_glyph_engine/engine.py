import jax
import jax.numpy as jnp


class GlyphEngine:
    def __init__(self, templates):
        self.templates = templates

    def _classify(self, glyphs):
        g = glyphs.reshape(glyphs.shape[0], -1)
        t = self.templates.reshape(self.templates.shape[0], -1)
        g = g - g.mean(axis=1, keepdims=True)
        t = t - t.mean(axis=1, keepdims=True)
        corr = (g @ t.T) / (jnp.linalg.norm(g, axis=1, keepdims=True) * jnp.linalg.norm(t, axis=1) + 1e-6)
        return jnp.argmax(corr, axis=1)

    @property
    def classify(self):
        return jax.jit(self._classify)
