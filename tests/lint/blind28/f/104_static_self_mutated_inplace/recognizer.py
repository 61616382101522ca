from functools import partial

import jax
import jax.numpy as jnp


class SwipeVocabulary:
    def __init__(self, names, feat=24):
        self.names = list(names)
        self.feat = feat

    def __hash__(self):
        return hash((tuple(self.names), self.feat))

    def __eq__(self, other):
        return isinstance(other, SwipeVocabulary) and self.names == other.names and self.feat == other.feat

    def add(self, name):
        self.names.append(name)

    @partial(jax.jit, static_argnums=0)
    def lookup(self, prototypes, query):
        sims = prototypes @ query / (jnp.linalg.norm(prototypes, axis=-1) * jnp.linalg.norm(query) + 1e-6)
        return jnp.argmax(sims), jnp.max(sims)
