import jax
import jax.numpy as jnp


def harmonic_forces(x, k=1.0):
    return -k * x


@jax.jit
def nose_hoover_step(x, v, xi, dt, target_kT, q_mass=1.0):
    n_dof = x.size
    kinetic = jnp.sum(v ** 2)
    xi = xi + 0.5 * dt * (kinetic - n_dof * target_kT) / q_mass
    v = v * jnp.exp(-0.5 * dt * xi)
    v = v + 0.5 * dt * harmonic_forces(x)
    x = x + dt * v
    v = v + 0.5 * dt * harmonic_forces(x)
    v = v * jnp.exp(-0.5 * dt * xi)
    kinetic = jnp.sum(v ** 2)
    xi = xi + 0.5 * dt * (kinetic - n_dof * target_kT) / q_mass
    return x, v, xi
