import jax
import jax.numpy as jnp

from integrator import harmonic_trap_lj


@jax.jit
def energies(state, masses):
    kinetic = 0.5 * jnp.sum(masses[:, None] * state.vel ** 2)
    return kinetic, harmonic_trap_lj(state.pos)


class ThermoLogger:
    """Records kinetic, potential and total energy every `every` steps."""

    def __init__(self, masses, every=1):
        self.masses = masses
        self.every = every
        self.rows = []

    def __call__(self, step, state):
        if step % self.every:
            return
        ke, pe = energies(state, self.masses)
        self.rows.append((step, float(ke), float(pe), float(ke + pe)))

    def drift(self):
        e0, e1 = self.rows[0][3], self.rows[-1][3]
        return abs(e1 - e0) / abs(e0)
