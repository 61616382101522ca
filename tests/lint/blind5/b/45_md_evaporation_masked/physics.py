import jax
import jax.numpy as jnp


def soft_sphere_energy(pos, alive, sigma=1.0, eps=1.0):
    dr = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(dr**2, -1) + jnp.eye(pos.shape[0]))
    overlap = jnp.clip(1.0 - r / sigma, 0.0, None)
    pair_mask = alive[:, None] & alive[None, :]
    return 0.5 * eps * jnp.sum(jnp.triu(jnp.where(pair_mask, overlap**2, 0.0), k=1))


@jax.jit
def md_step(pos, vel, alive, dt):
    force = -jax.grad(soft_sphere_energy)(pos, alive)
    vel = jnp.where(alive[:, None], vel + dt * force, 0.0)
    return pos + dt * vel, vel
