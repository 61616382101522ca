import functools

import jax
import jax.numpy as jnp


def soft_sphere_energy(pos, box, sigma=1.0, eps=1.0):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0]))
    overlap = jnp.clip(1.0 - r / sigma, 0.0, None)
    return 0.5 * eps * jnp.sum(jnp.triu(overlap ** 2, k=1))


class LangevinBox:
    def __init__(self, box, gamma=1.0, kT=0.5, dt=5e-3):
        self.box = box
        self.gamma = gamma
        self.kT = kT
        self.dt = dt

    def _step(self, pos, vel, key):
        force = -jax.grad(soft_sphere_energy)(pos, self.box)
        noise = jax.random.normal(key, vel.shape)
        c1 = jnp.exp(-self.gamma * self.dt)
        c2 = jnp.sqrt((1.0 - c1 ** 2) * self.kT)
        vel = c1 * vel + self.dt * force + c2 * noise
        pos = jnp.mod(pos + self.dt * vel, self.box)
        return pos, vel

    @functools.cached_property
    def step(self):
        return jax.jit(self._step)

    def temperature(self, vel):
        return jnp.mean(vel ** 2)
