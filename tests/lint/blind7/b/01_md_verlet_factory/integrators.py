import jax
import jax.numpy as jnp


def lennard_jones_forces(pos, eps=1.0, sigma=1.0):
    def energy(p):
        d = p[:, None, :] - p[None, :, :]
        r2 = jnp.sum(d * d, axis=-1) + jnp.eye(p.shape[0])
        sr6 = (sigma ** 2 / r2) ** 3
        e = 4.0 * eps * (sr6 ** 2 - sr6)
        return 0.5 * jnp.sum(e * (1.0 - jnp.eye(p.shape[0])))
    return -jax.grad(energy)(pos)


def make_verlet_step(dt, mass=1.0):
    def verlet_step(pos, vel):
        f = lennard_jones_forces(pos)
        vel_half = vel + 0.5 * dt * f / mass
        pos_new = pos + dt * vel_half
        f_new = lennard_jones_forces(pos_new)
        vel_new = vel_half + 0.5 * dt * f_new / mass
        return pos_new, vel_new
    return jax.jit(verlet_step)
