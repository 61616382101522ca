import jax
import jax.numpy as jnp


def lj_forces(pos, box):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d ** 2, axis=-1) + jnp.eye(pos.shape[0])
    inv6 = 1.0 / r2 ** 3
    mag = 24.0 * (2.0 * inv6 ** 2 - inv6) / r2
    mag = mag * (1.0 - jnp.eye(pos.shape[0]))
    return jnp.sum(mag[:, :, None] * d, axis=1)


@jax.jit
def verlet_step(pos, vel, box, dt):
    f = lj_forces(pos, box)
    vel = vel + 0.5 * dt * f
    pos = jnp.mod(pos + dt * vel, box)
    vel = vel + 0.5 * dt * lj_forces(pos, box)
    return pos, vel
