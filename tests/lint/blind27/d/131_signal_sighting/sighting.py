from functools import partial

import jax
import jax.numpy as jnp


class SightingModel:
    def __init__(self, reaction_s, min_read_s):
        self.reaction_s = reaction_s
        self.min_read_s = min_read_s

    @partial(jax.jit, static_argnums=0)
    def sighting_time(self, sight_m, speed_kmh):
        t = sight_m / (speed_kmh / 3.6)
        return t - self.reaction_s, t >= self.min_read_s + self.reaction_s
