import jax
import jax.numpy as jnp

from md import lj_energy


class EnergyLogger:
    def __init__(self, box):
        self.box = box
        self.records = []

    def __call__(self, step, pos, vel):
        def total_energy(pos, vel):
            return lj_energy(pos, self.box) + 0.5 * jnp.sum(vel**2)

        e = jax.jit(total_energy)(pos, vel)
        self.records.append((step, float(e)))
