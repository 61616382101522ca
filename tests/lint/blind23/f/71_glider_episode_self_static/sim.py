from functools import partial

import jax
import jax.numpy as jnp


class ThermalField:
    def __init__(self, centers, strengths, radius=150.0):
        self.centers = jnp.asarray(centers, jnp.float32)
        self.strengths = jnp.asarray(strengths, jnp.float32)
        self.radius = radius

    @partial(jax.jit, static_argnums=0)
    def glide_step(self, state, bank):
        x, y, h, psi = state
        v, sink = 25.0, 0.8
        d2 = jnp.sum((self.centers - jnp.array([x, y])) ** 2, axis=1)
        lift = jnp.sum(self.strengths * jnp.exp(-d2 / self.radius ** 2))
        psi = psi + 9.81 * jnp.tan(bank) / v
        return jnp.array([x + v * jnp.cos(psi), y + v * jnp.sin(psi), h + lift - sink / jnp.cos(bank), psi])
