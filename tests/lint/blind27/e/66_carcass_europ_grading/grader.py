from functools import partial

import jax
import jax.numpy as jnp


class CarcassGrader:
    """EUROP conformation / fat class from carcass measurements."""

    def __init__(self, conformation_edges, fat_edges):
        self.conformation_edges = tuple(conformation_edges)
        self.fat_edges = tuple(fat_edges)

    @partial(jax.jit, static_argnums=0)
    def grade(self, muscle_score, fat_depth):
        conf = jnp.digitize(muscle_score, jnp.array(self.conformation_edges))
        fat = jnp.digitize(fat_depth, jnp.array(self.fat_edges))
        return conf, fat
