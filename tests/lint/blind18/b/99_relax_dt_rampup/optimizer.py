import functools

import jax
import jax.numpy as jnp


def energy(pos, k_bond=5.0, r0=1.0, k_rep=0.2):
    d = pos[1:] - pos[:-1]
    bonds = jnp.sqrt(jnp.sum(d * d, -1))
    diff = pos[:, None] - pos[None]
    r2 = jnp.sum(diff * diff, -1) + jnp.eye(pos.shape[0])
    rep = k_rep * jnp.sum((1.0 - jnp.eye(pos.shape[0])) / r2 ** 3)
    return 0.5 * k_bond * jnp.sum((bonds - r0) ** 2) + rep


@functools.partial(jax.jit, static_argnames=("dt",))
def md_quench_step(pos, vel, dt):
    f = -jax.grad(energy)(pos)
    vel = vel + dt * f
    # quench: drop velocity components running uphill
    vel = jnp.where(jnp.sum(vel * f) < 0, jnp.zeros_like(vel), vel)
    return pos + dt * vel, vel


class TimestepRamp:
    def __init__(self, dt0=0.01, factor=1.5, dt_max=0.08):
        self.dt = dt0
        self.factor = factor
        self.dt_max = dt_max

    def __next__(self):
        dt = self.dt
        self.dt = min(self.dt * self.factor, self.dt_max)
        return dt
