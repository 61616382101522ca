import jax
import jax.numpy as jnp


def accelerations(pos, masses, softening=0.05):
    d = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(d**2, axis=-1) + softening**2
    inv_r3 = r2 ** -1.5
    return jnp.sum(masses[None, :, None] * d * inv_r3[:, :, None], axis=1)


@jax.jit
def kick_drift_kick(state, masses, dt):
    pos, vel = state
    vel = vel + 0.5 * dt * accelerations(pos, masses)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * accelerations(pos, masses)
    return [pos, vel]
