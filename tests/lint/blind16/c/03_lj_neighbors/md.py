import jax
import jax.numpy as jnp


def pair_energy(positions, pairs, box, sigma=1.0, eps=1.0):
    d = positions[pairs[:, 0]] - positions[pairs[:, 1]]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d**2, axis=-1)
    s6 = (sigma**2 / r2) ** 3
    return jnp.sum(4.0 * eps * (s6**2 - s6))


@jax.jit
def velocity_verlet(positions, velocities, forces, pairs, box, dt):
    velocities = velocities + 0.5 * dt * forces
    positions = jnp.mod(positions + dt * velocities, box)
    forces = -jax.grad(pair_energy)(positions, pairs, box)
    velocities = velocities + 0.5 * dt * forces
    return positions, velocities, forces
