from functools import partial

import jax
import jax.numpy as jnp

from neighbors import verlet_list

BOX = 6.0
R_CUT = 2.0
R_SKIN = 0.4
MAX_NB = 32
REBUILD_EVERY = 4


def lj_forces(pos, nbrs):
    valid = nbrs >= 0
    j = jnp.where(valid, nbrs, 0)
    d = pos[:, None, :] - pos[j]
    d = d - BOX * jnp.round(d / BOX)
    r2 = jnp.sum(d * d, axis=-1)
    r2 = jnp.where(valid, r2, 1e6)
    inv6 = (1.0 / r2) ** 3
    mag = jnp.where(r2 < R_CUT ** 2, 24.0 * (2.0 * inv6 * inv6 - inv6) / r2, 0.0)
    return jnp.sum(mag[..., None] * d, axis=1)


@partial(jax.jit, static_argnames=("rebuild",))
def md_step(pos, vel, nbrs, dt, rebuild):
    if rebuild:
        nbrs = verlet_list(pos, BOX, R_CUT + R_SKIN, MAX_NB)
    f = lj_forces(pos, nbrs)
    vel = vel + dt * f
    pos = jnp.mod(pos + dt * vel, BOX)
    return pos, vel, nbrs
