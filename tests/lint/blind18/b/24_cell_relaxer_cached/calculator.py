import functools

import jax
import jax.numpy as jnp


class PeriodicLJCalculator:
    """Lennard-Jones energy in a cubic periodic cell (minimum image)."""

    def __init__(self, box, epsilon=1.0, sigma=1.0):
        self.box = jnp.float32(box)
        self.epsilon = epsilon
        self.sigma = sigma

    def energy(self, pos):
        d = pos[:, None, :] - pos[None, :, :]
        d = d - self.box * jnp.round(d / self.box)
        n = pos.shape[0]
        r2 = jnp.sum(d ** 2, -1) + jnp.eye(n)
        sr6 = (self.sigma ** 2 / r2) ** 3
        e = 4.0 * self.epsilon * (sr6 ** 2 - sr6) * (1.0 - jnp.eye(n))
        return 0.5 * jnp.sum(e)

    @functools.cached_property
    def forces(self):
        def forces(pos):
            return -jax.grad(self.energy)(pos)
        return jax.jit(forces)
