from functools import partial

import jax
import jax.numpy as jnp


class GestureVocabulary:
    def __init__(self, names, feat=24):
        self.names = list(names)
        self.feat = feat

    def __hash__(self):
        return hash((tuple(self.names), self.feat))

    def __eq__(self, other):
        return isinstance(other, GestureVocabulary) and self.names == other.names and self.feat == other.feat

    def with_gesture(self, name):
        return GestureVocabulary(self.names + [name], self.feat)

    @partial(jax.jit, static_argnums=0)
    def match(self, prototypes, query):
        sims = prototypes @ query / (jnp.linalg.norm(prototypes, axis=-1) * jnp.linalg.norm(query) + 1e-6)
        return jnp.argmax(sims), jnp.max(sims)
