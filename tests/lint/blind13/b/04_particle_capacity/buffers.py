import jax.numpy as jnp
import numpy as np


class ParticleBuffer:
    """Fixed-capacity particle storage; inactive slots are parked far away."""

    PARK = 1e3

    def __init__(self, capacity, dim=2):
        self.capacity = capacity
        self.pos = np.full((capacity, dim), self.PARK, np.float32)
        self.vel = np.zeros((capacity, dim), np.float32)
        self.alive = np.zeros(capacity, bool)

    @property
    def count(self):
        return int(self.alive.sum())

    def inject(self, new_pos, new_vel):
        free = np.flatnonzero(~self.alive)[: len(new_pos)]
        self.pos[free] = new_pos[: len(free)]
        self.vel[free] = new_vel[: len(free)]
        self.alive[free] = True

    def device_arrays(self):
        return jnp.asarray(self.pos), jnp.asarray(self.vel), jnp.asarray(self.alive)

    def update(self, pos, vel):
        self.pos = np.array(pos)
        self.vel = np.array(vel)
