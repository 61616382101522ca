import functools

import jax
import jax.numpy as jnp


def pairwise_accel(pos, mass, softening):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + softening ** 2
    return jnp.sum(diff * (mass[None, :, None] * (r2 ** -1.5)[..., None]), axis=1)


@functools.lru_cache(maxsize=None)
def make_leapfrog(dt, softening=1e-2):
    def leapfrog_step(pos, vel, mass):
        vel_half = vel + 0.5 * dt * pairwise_accel(pos, mass, softening)
        pos_new = pos + dt * vel_half
        return pos_new, vel_half + 0.5 * dt * pairwise_accel(pos_new, mass, softening)

    return jax.jit(leapfrog_step)
