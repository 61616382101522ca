from typing import NamedTuple

import jax
import jax.numpy as jnp


class MDState(NamedTuple):
    position: jax.Array
    velocity: jax.Array
    time: jax.Array


class HarmonicChain:
    """1D chain of beads with nearest-neighbour springs and a weak anharmonic term."""

    def __init__(self, n_beads, k_spring=1.0, beta=0.1, mass=1.0, dt=0.01):
        self.n_beads = n_beads
        self.k_spring = k_spring
        self.beta = beta
        self.mass = mass
        self.dt = dt

    def potential(self, x):
        stretch = jnp.diff(x)
        return jnp.sum(0.5 * self.k_spring * stretch ** 2 + 0.25 * self.beta * stretch ** 4)

    def _verlet(self, state):
        grad_u = jax.grad(self.potential)
        a0 = -grad_u(state.position) / self.mass
        x = state.position + self.dt * state.velocity + 0.5 * self.dt ** 2 * a0
        a1 = -grad_u(x) / self.mass
        v = state.velocity + 0.5 * self.dt * (a0 + a1)
        return MDState(x, v, state.time + self.dt)

    @property
    def integrator(self):
        return jax.jit(self._verlet)

    def kinetic_energy(self, state):
        return 0.5 * self.mass * jnp.sum(state.velocity ** 2)
