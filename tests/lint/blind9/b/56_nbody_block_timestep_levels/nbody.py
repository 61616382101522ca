import functools
import math

import jax
import jax.numpy as jnp

G = 1.0
SOFTENING = 1e-3


def accelerations(pos, masses):
    d = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(d ** 2, -1) + SOFTENING ** 2
    inv_r3 = jnp.where(jnp.eye(pos.shape[0], dtype=bool), 0.0, r2 ** -1.5)
    return G * jnp.sum(d * (masses[None, :] * inv_r3)[..., None], axis=1)


@functools.partial(jax.jit, static_argnames=("dt", "n_sub"))
def leapfrog_block(pos, vel, masses, dt, n_sub=10):
    h = dt / n_sub
    for _ in range(n_sub):
        vel = vel + 0.5 * h * accelerations(pos, masses)
        pos = pos + h * vel
        vel = vel + 0.5 * h * accelerations(pos, masses)
    return pos, vel


DT_MAX = 0.25
MAX_LEVEL = 4


def timestep(pos, vel, eta=0.02):
    """Crossing-time criterion dt ~ eta * min(r_ij / v_ij), rounded down to a
    power-of-two fraction of DT_MAX (block time steps, as in N-body codes)."""
    d = pos[:, None] - pos[None]
    v = vel[:, None] - vel[None]
    r = jnp.sqrt(jnp.sum(d ** 2, -1)) + jnp.eye(pos.shape[0]) * 1e9
    speed = jnp.sqrt(jnp.sum(v ** 2, -1)) + 1e-9
    dt = eta * float(jnp.min(r / speed))
    level = min(MAX_LEVEL, max(0, math.ceil(math.log2(DT_MAX / dt))))
    return DT_MAX / 2 ** level
