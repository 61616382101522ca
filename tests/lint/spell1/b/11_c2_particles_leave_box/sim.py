import jax
import jax.numpy as jnp
import numpy as np


def lj_forces(positions, epsilon=1.0, sigma=0.3):
    diff = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(diff ** 2, -1) + jnp.eye(positions.shape[0])
    inv6 = (sigma ** 2 / r2) ** 3
    mag = 24 * epsilon * (2 * inv6 ** 2 - inv6) / r2
    mag = mag * (1 - jnp.eye(positions.shape[0]))
    return jnp.sum(mag[..., None] * diff, axis=1)


class OpenBoxSimulation:
    """Particles that leave the box through the open boundary are removed."""

    def __init__(self, n_particles, box=3.0, dt=1e-3, seed=0):
        rng = np.random.default_rng(seed)
        self.box = box
        self.dt = dt
        self.positions = rng.uniform(0.2, box - 0.2, size=(n_particles, 2)).astype(np.float32)
        self.velocities = rng.normal(0, 40.0, size=(n_particles, 2)).astype(np.float32)
        self._forces = jax.jit(lj_forces)

    @property
    def n_particles(self):
        return len(self.positions)

    def step(self):
        f = np.asarray(self._forces(self.positions))
        self.velocities = self.velocities + self.dt * np.clip(f, -1e3, 1e3)
        self.positions = self.positions + self.dt * self.velocities
        inside = np.all((self.positions >= 0) & (self.positions <= self.box), axis=1)
        self.positions = self.positions[inside]
        self.velocities = self.velocities[inside]
