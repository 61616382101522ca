import functools

import jax
import jax.numpy as jnp


class TreadGauge:
    def __init__(self, min_depth_mm, n_grooves):
        self.min_depth_mm = min_depth_mm
        self.n_grooves = n_grooves

    @functools.partial(jax.jit, static_argnums=0)
    def evaluate(self, profile):
        grooves = profile.reshape(self.n_grooves, -1)
        depth = grooves.max(axis=1) - grooves.min(axis=1)
        return depth, jnp.all(depth >= self.min_depth_mm)
