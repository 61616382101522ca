import jax
import jax.numpy as jnp


def pair_forces(pos, eps=0.5, sigma=0.4, r_cut=1.0):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0])
    inv6 = (sigma ** 2 / r2) ** 3
    mag = 24 * eps * (2 * inv6 ** 2 - inv6) / r2
    mag = jnp.where((r2 < r_cut ** 2) & (r2 > 0), mag, 0.0) * (1 - jnp.eye(pos.shape[0]))
    return jnp.sum(mag[..., None] * d, axis=1)


@jax.jit
def leapfrog(pos, vel, dt):
    vel = vel + 0.5 * dt * pair_forces(pos)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * pair_forces(pos)
    return pos, vel
