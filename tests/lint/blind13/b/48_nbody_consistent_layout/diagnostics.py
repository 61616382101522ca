import jax.numpy as jnp

from nbody import leapfrog, total_energy


def energy_drift(x, v, m, dt, n_steps):
    e0 = float(total_energy(x, v, m))
    for _ in range(n_steps):
        x, v = leapfrog(x, v, m, dt)
    return abs(float(total_energy(x, v, m)) - e0) / abs(e0)


def time_reversibility(x, v, m, dt, n_steps):
    x0 = x
    for _ in range(n_steps):
        x, v = leapfrog(x, v, m, dt)
    v = -v
    for _ in range(n_steps):
        x, v = leapfrog(x, v, m, dt)
    return float(jnp.max(jnp.abs(x - x0)))
