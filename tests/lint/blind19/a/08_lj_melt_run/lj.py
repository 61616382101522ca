import jax
import jax.numpy as jnp


def lj_forces(pos, box, eps=1.0, sigma=1.0, rc=2.5):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d * d, axis=-1)
    n = pos.shape[0]
    r2 = jnp.where(jnp.eye(n, dtype=bool), 1e6, r2)
    inv6 = (sigma * sigma / r2) ** 3
    mag = 24.0 * eps * (2.0 * inv6 * inv6 - inv6) / r2
    mag = jnp.where(r2 < rc * rc, mag, 0.0)
    return jnp.sum(mag[:, :, None] * d, axis=1)


@jax.jit
def verlet_step(pos, vel, force, box, dt):
    vel = vel + 0.5 * dt * force
    pos = jnp.mod(pos + dt * vel, box)
    force = lj_forces(pos, box)
    vel = vel + 0.5 * dt * force
    return pos, vel, force
