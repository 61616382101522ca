import jax
import jax.numpy as jnp


@jax.jit
def accelerations(pos, masses, softening=1e-2):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = (diff**2).sum(-1) + softening**2
    inv_r3 = r2 ** -1.5
    return (diff * (masses[None, :, None] * inv_r3[..., None])).sum(1)


def leapfrog(pos, vel, masses, dt, softening=None):
    if softening is None:
        acc = accelerations(pos, masses)
    else:
        acc = accelerations(pos, masses, softening=softening)
    vel = vel + 0.5 * dt * acc
    pos = pos + dt * vel
    acc = accelerations(pos, masses) if softening is None else accelerations(pos, masses, softening)
    vel = vel + 0.5 * dt * acc
    return pos, vel
