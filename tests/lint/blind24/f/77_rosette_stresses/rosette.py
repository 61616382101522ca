from functools import partial

import jax
import jax.numpy as jnp


class RectangularRosette:
    def __init__(self, E_mpa, nu):
        self.E = E_mpa
        self.nu = nu

    @partial(jax.jit, static_argnums=0)
    def principal(self, e0, e45, e90):
        c = 0.5 * (e0 + e90)
        r = jnp.sqrt(0.5 * ((e0 - e45) ** 2 + (e45 - e90) ** 2))
        e1, e2 = c + r, c - r
        k = self.E / (1 - self.nu ** 2) * 1e-6
        s1 = k * (e1 + self.nu * e2)
        s2 = k * (e2 + self.nu * e1)
        vm = jnp.sqrt(s1 ** 2 - s1 * s2 + s2 ** 2)
        return s1, s2, vm


def stresses_for(reading, material):
    rosette = RectangularRosette(material["E"], material["nu"])
    return rosette.principal(reading[:, 0], reading[:, 1], reading[:, 2])
