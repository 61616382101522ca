import jax
import jax.numpy as jnp


class WhistleDetector:
    """Template-matching detector for dolphin signature whistles."""

    def __init__(self, templates):
        self.templates = jnp.asarray(templates)
        self.templates = self.templates / jnp.linalg.norm(self.templates, axis=1, keepdims=True)

    def _score(self, contour):
        c = contour / jnp.linalg.norm(contour)
        return self.templates @ c

    @property
    def score(self):
        return jax.jit(self._score)

    def best_match(self, contour):
        s = self.score(contour)
        return int(jnp.argmax(s)), float(jnp.max(s))
