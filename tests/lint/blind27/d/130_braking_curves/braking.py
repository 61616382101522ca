from functools import partial

import jax
import jax.numpy as jnp


class BrakingModel:
    def __init__(self, decel_ms2, reaction_s):
        self.decel = decel_ms2
        self.reaction = reaction_s

    @partial(jax.jit, static_argnums=0)
    def stopping_distance(self, speed_kmh, gradient_pm):
        v = speed_kmh / 3.6
        a = self.decel + 9.81 * gradient_pm / 1000.0
        return v * self.reaction + v ** 2 / (2 * a)
