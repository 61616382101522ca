import jax
import jax.numpy as jnp

from md import lj_energy


@jax.jit
def total_energy(pos, vel, box):
    return lj_energy(pos, box) + 0.5 * jnp.sum(vel**2)


class EnergyLogger:
    def __init__(self, box):
        self.box = box
        self.records = []

    def __call__(self, step, pos, vel):
        e = total_energy(pos, vel, self.box)
        self.records.append((step, float(e)))
