import jax
import jax.numpy as jnp


def soft_sphere_energy(pos, sigma=1.0, eps=1.0):
    dr = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(dr**2, -1) + jnp.eye(pos.shape[0]))
    overlap = jnp.clip(1.0 - r / sigma, 0.0, None)
    return 0.5 * eps * jnp.sum(jnp.triu(overlap**2, k=1))


@jax.jit
def md_step(pos, vel, dt):
    force = -jax.grad(soft_sphere_energy)(pos)
    vel = vel + dt * force
    return pos + dt * vel, vel
