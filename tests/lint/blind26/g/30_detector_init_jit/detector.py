import jax
import jax.numpy as jnp


class ChirpMatcher:
    """Matched filter against a library of bat call templates."""

    def __init__(self, templates):
        t = jnp.asarray(templates)
        self.templates = t / jnp.linalg.norm(t, axis=1, keepdims=True)
        self.score = jax.jit(self._score)

    def _score(self, call):
        c = call / jnp.linalg.norm(call)
        return self.templates @ c

    def best_match(self, call):
        s = self.score(call)
        return int(jnp.argmax(s)), float(jnp.max(s))
