import jax
import jax.numpy as jnp

from integrator import harmonic_trap_lj


class ThermoLogger:
    """Records kinetic, potential and total energy every `every` steps."""

    def __init__(self, masses, every=1):
        self.masses = masses
        self.every = every
        self.rows = []

    def __call__(self, step, state):
        if step % self.every:
            return
        energies = jax.jit(lambda s: (0.5 * jnp.sum(self.masses[:, None] * s.vel ** 2),
                                      harmonic_trap_lj(s.pos)))
        ke, pe = energies(state)
        self.rows.append((step, float(ke), float(pe), float(ke + pe)))

    def drift(self):
        e0, e1 = self.rows[0][3], self.rows[-1][3]
        return abs(e1 - e0) / abs(e0)
