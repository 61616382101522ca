import jax.numpy as jnp

from integrator import RK4Integrator


def lotka_volterra(y, t):
    prey, pred = y[0], y[1]
    return jnp.array([1.1 * prey - 0.4 * prey * pred, 0.1 * prey * pred - 0.4 * pred])


solver = RK4Integrator(lotka_volterra, dt=0.05)
traj = solver.integrate(jnp.array([10.0, 5.0]), 0.0, n_steps=6)
print(traj[-1])
