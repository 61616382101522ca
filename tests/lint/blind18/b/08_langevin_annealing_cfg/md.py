import jax
import jax.numpy as jnp

K_B = 8.617e-5  # eV/K


def lj_energy(pos, eps=1.0, sigma=1.0):
    diff = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(diff ** 2, -1) + jnp.eye(pos.shape[0])
    sr6 = (sigma ** 2 / r2) ** 3
    e = 4 * eps * (sr6 ** 2 - sr6)
    return 0.5 * jnp.sum(e * (1 - jnp.eye(pos.shape[0])))


@jax.jit
def langevin_step(pos, vel, key, temperature, dt, gamma):
    kT = K_B * temperature
    f = -jax.grad(lj_energy)(pos)
    noise = jax.random.normal(key, pos.shape)
    c1 = jnp.exp(-gamma * dt)
    c2 = jnp.sqrt((1 - c1 ** 2) * kT)
    vel = c1 * (vel + dt * f) + c2 * noise
    pos = pos + dt * vel
    return pos, vel
