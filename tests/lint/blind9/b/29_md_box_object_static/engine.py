import functools

import jax
import jax.numpy as jnp

from space import PeriodicBox


def yukawa_energy(pos, space, kappa=1.0, r_cut=2.5):
    d = space.displacement(pos[:, None, :], pos[None, :, :])
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0]))
    e = jnp.exp(-kappa * r) / r
    keep = (r < r_cut) & ~jnp.eye(pos.shape[0], dtype=bool)
    return 0.5 * jnp.sum(jnp.where(keep, e, 0.0))


@functools.partial(jax.jit, static_argnums=(2,))
def velocity_verlet(pos, vel, space, dt):
    force = jax.grad(lambda p: -yukawa_energy(p, space))
    vel = vel + 0.5 * dt * force(pos)
    pos = space.wrap(pos + dt * vel)
    vel = vel + 0.5 * dt * force(pos)
    return pos, vel


class Simulation:
    def __init__(self, pos, vel, box_lengths, dt=0.01):
        self.pos = pos
        self.vel = vel
        self.box_lengths = box_lengths
        self.dt = dt

    @property
    def space(self):
        return PeriodicBox(self.box_lengths)

    def run(self, n_steps):
        for _ in range(n_steps):
            self.pos, self.vel = velocity_verlet(self.pos, self.vel, self.space, self.dt)
        return self

    def potential_energy(self):
        return float(yukawa_energy(self.pos, self.space))
