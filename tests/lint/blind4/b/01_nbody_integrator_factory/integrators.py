import jax
import jax.numpy as jnp


def pairwise_accel(pos, mass, softening=1e-2):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + softening ** 2
    inv_r3 = r2 ** -1.5
    return jnp.sum(diff * (mass[None, :, None] * inv_r3[..., None]), axis=1)


def make_leapfrog(mass, dt):
    def leapfrog_step(pos, vel):
        a0 = pairwise_accel(pos, mass)
        vel_half = vel + 0.5 * dt * a0
        pos_new = pos + dt * vel_half
        a1 = pairwise_accel(pos_new, mass)
        return pos_new, vel_half + 0.5 * dt * a1

    return jax.jit(leapfrog_step)
