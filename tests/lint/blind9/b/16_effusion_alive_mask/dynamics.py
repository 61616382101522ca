import jax
import jax.numpy as jnp


def pair_forces(pos, alive, eps=0.5, sigma=0.4, r_cut=1.0):
    d = pos[:, None, :] - pos[None, :, :]
    n = pos.shape[0]
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(n)
    inv6 = (sigma ** 2 / r2) ** 3
    mag = 24 * eps * (2 * inv6 ** 2 - inv6) / r2
    pair_alive = alive[:, None] & alive[None, :] & ~jnp.eye(n, dtype=bool)
    mag = jnp.where((r2 < r_cut ** 2) & pair_alive, mag, 0.0)
    return jnp.sum(mag[..., None] * d, axis=1)


@jax.jit
def leapfrog(pos, vel, alive, dt):
    vel = vel + 0.5 * dt * pair_forces(pos, alive)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * pair_forces(pos, alive)
    frozen = ~alive[:, None]
    return jnp.where(frozen, 0.0, pos), jnp.where(frozen, 0.0, vel)
