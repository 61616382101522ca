from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class PFRSegment:
    """Plug-flow reactor discretised in axial cells, A + B -> C, second order."""

    k: float = 2.0
    velocity: float = 1.0
    n_cells: int = 20
    length: float = 1.0

    @property
    def dz(self):
        return self.length / self.n_cells

    def rhs(self, c, inlet):
        upstream = jnp.concatenate([inlet[None, :], c[:-1]], axis=0)
        conv = -self.velocity * (c - upstream) / self.dz
        r = self.k * c[:, 0] * c[:, 1]
        return conv + jnp.stack([-r, -r, r], axis=-1)

    @partial(jax.jit, static_argnums=0)
    def step(self, c, inlet, dt):
        k1 = self.rhs(c, inlet)
        k2 = self.rhs(c + dt * k1, inlet)
        return c + 0.5 * dt * (k1 + k2)

    def integrate(self, c, inlet, dt, n_steps):
        for _ in range(n_steps):
            c = self.step(c, inlet, dt)
        return c
