import jax.numpy as jnp

from calculator import get_calculator


def velocity_verlet(params, pos, vel, n_steps, dt=0.01):
    energies = []
    calc = get_calculator(params)
    for _ in range(n_steps):
        _, f = calc.get_energy_forces(pos)
        vel = vel + 0.5 * dt * f
        pos = pos + dt * vel
        e, f = calc.get_energy_forces(pos)
        vel = vel + 0.5 * dt * f
        energies.append(float(e + 0.5 * jnp.sum(vel ** 2)))
    return pos, vel, energies
